extension FrameViewer {
    /// The page's style sheet: a light, plain layout; the frame drawn unscaled at zoom 1
    /// (CSS pixels are points) and with sharp pixels when zoomed.
    static let style = """
        :root { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1c1e; }
        body { margin: 0; padding: 16px 24px 32px; background: #f2f2f7; }
        h1 { font-size: 20px; margin: 0; }
        h2 { font-size: 15px; margin: 0 0 12px; }
        .facts { margin: 2px 0 16px; color: #636366; }
        section { background: #fff; border: 1px solid #d1d1d6; border-radius: 10px; padding: 16px;
          margin: 0 0 16px; }
        #stage { background: #fff; outline: 1px solid #c7c7cc; }
        #stage.checker { background: repeating-conic-gradient(#d1d1d6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        #frame { display: block; width: 100%; height: 100%; }
        #stage.zoomed #frame { image-rendering: pixelated; }
        #controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 12px; }
        #controls button { min-width: 36px; height: 30px; font-size: 14px; }
        #scrubber { flex: 1 1 240px; min-width: 160px; }
        #readout { font-variant-numeric: tabular-nums; min-width: 250px; }
        #options { display: flex; gap: 18px; margin-top: 8px; color: #3a3a3c; }
        #contact img { max-width: 100%; height: auto; }
        .page { position: relative; display: inline-block; margin: 0 16px 8px 0; max-width: 100%;
          vertical-align: top; }
        .page > img { display: block; width: 100%; height: auto;
          background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .page svg.regions { position: absolute; left: 0; top: 0; width: 100%; }
        .page rect { fill: transparent; stroke: #ff3b30; stroke-width: 1; cursor: pointer;
          vector-effect: non-scaling-stroke; }
        .page rect.current { fill: rgba(0, 122, 255, 0.25); stroke: #007aff; stroke-width: 2; }
        figcaption { color: #636366; font-size: 12px; margin-top: 4px; }

        """
}
