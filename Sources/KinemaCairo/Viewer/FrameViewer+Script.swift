extension FrameViewer {
    /// The page's script: playback, stepping, the scrubber, the zoom, the atlas rectangles
    /// and the URL fragment (see ``FrameViewer``). Plain ES2017, no library.
    static let script = #"""
        (() => {
          "use strict";
          const data = JSON.parse(document.getElementById("kinema-data").textContent);
          const frames = data.frames;
          const $ = (id) => document.getElementById(id);
          const player = $("player"), stage = $("stage"), image = $("frame");
          const scrubber = $("scrubber"), readout = $("readout"), playButton = $("play");
          const zoom = $("zoom");
          const rectangles = new Map();
          const positions = new Map(frames.map((frame, position) => [frame[2], position]));
          let position = 0, playing = false, playFrom = 0, playStart = 0, timer = 0;

          const seconds = (time) => time.toFixed(3) + " s";
          const clamp = (value) => Math.max(0, Math.min(frames.length - 1, value));

          function markBox() {
            const box = image.getBoundingClientRect();
            image.dataset.box = [box.left + window.scrollX, box.top + window.scrollY,
              box.width, box.height].map((value) => Math.round(value * 100) / 100).join(",");
          }

          function show(target) {
            position = clamp(Math.round(target));
            const [index, time, file] = frames[position];
            image.src = data.framesPath + file;
            image.alt = "frame " + index;
            image.dataset.frame = String(index);
            image.dataset.time = String(time);
            image.dataset.file = file;
            scrubber.value = String(position);
            scrubber.setAttribute("aria-valuetext", "frame " + index + ", " + seconds(time));
            readout.textContent = "frame " + index + " \u00b7 " + seconds(time) + " \u00b7 " + file;
            for (const rect of document.querySelectorAll("#sheet rect.current")) {
              rect.classList.remove("current");
            }
            for (const rect of rectangles.get(file) || []) rect.classList.add("current");
            const next = frames[(position + 1) % frames.length];
            new Image().src = data.framesPath + next[2];
          }

          // The frame on screen at `time`: the last one at or before it.
          const positionAt = (time) => clamp(Math.floor((time - frames[0][1]) * data.fps + 1e-6));

          function tick() {
            if (!playing) return;
            const step = Math.floor((performance.now() - playStart) / 1000 * data.fps + 1e-6);
            show((playFrom + step) % frames.length);
            const due = playStart + (step + 1) * 1000 / data.fps - performance.now();
            timer = setTimeout(tick, Math.min(2147483647, Math.max(0, due)));
          }

          function play() {
            if (playing) return;
            playing = true;
            playFrom = position === frames.length - 1 ? 0 : position;
            playStart = performance.now();
            player.dataset.playing = "true";
            playButton.textContent = "Pause";
            tick();
          }

          function pause() {
            playing = false;
            clearTimeout(timer);
            player.dataset.playing = "false";
            playButton.textContent = "Play";
          }

          const step = (by) => { pause(); show(position + by); };
          $("first").addEventListener("click", () => { pause(); show(0); });
          $("previous").addEventListener("click", () => step(-1));
          $("next").addEventListener("click", () => step(1));
          $("last").addEventListener("click", () => { pause(); show(frames.length - 1); });
          playButton.addEventListener("click", () => (playing ? pause() : play()));
          scrubber.addEventListener("input", () => { pause(); show(Number(scrubber.value)); });
          $("checker").addEventListener("change", (event) => {
            stage.classList.toggle("checker", event.target.checked);
          });
          zoom.addEventListener("change", () => {
            const factor = Number(zoom.value);
            stage.style.width = data.width * factor + "px";
            stage.style.height = data.height * factor + "px";
            stage.classList.toggle("zoomed", factor > 1);
            markBox();
          });

          document.addEventListener("keydown", (event) => {
            const target = event.target;
            // The scrubber and the zoom menu handle their own arrow keys; a button its Space.
            if (target === scrubber || target === zoom) return;
            if (event.key === " " && target instanceof HTMLButtonElement) return;
            switch (event.key) {
              case "ArrowLeft": step(-1); break;
              case "ArrowRight": step(1); break;
              case "Home": pause(); show(0); break;
              case "End": pause(); show(frames.length - 1); break;
              case " ": playing ? pause() : play(); break;
              default: return;
            }
            event.preventDefault();
          });

          // The atlas rectangles over each sheet page, in the page's pixels.
          const svgNS = "http://www.w3.org/2000/svg";
          for (const figure of document.querySelectorAll("#sheet .page")) {
            const page = data.sheet[Number(figure.dataset.page)];
            if (!page.regions.length || !page.width) continue;
            const svg = document.createElementNS(svgNS, "svg");
            svg.setAttribute("viewBox", "0 0 " + page.width + " " + page.height);
            svg.setAttribute("class", "regions");
            svg.style.aspectRatio = page.width + " / " + page.height;
            for (const [name, x, y, w, h] of page.regions) {
              const rect = document.createElementNS(svgNS, "rect");
              for (const [key, value] of [["x", x], ["y", y], ["width", w], ["height", h]]) {
                rect.setAttribute(key, String(value));
              }
              rect.dataset.name = name;
              const title = document.createElementNS(svgNS, "title");
              title.textContent = name + " (" + x + ", " + y + ", " + w + "x" + h + ")";
              rect.appendChild(title);
              rect.addEventListener("click", () => {
                if (positions.has(name)) { pause(); show(positions.get(name)); }
              });
              svg.appendChild(rect);
              if (!rectangles.has(name)) rectangles.set(name, []);
              rectangles.get(name).push(rect);
            }
            figure.insertBefore(svg, figure.querySelector("figcaption"));
          }

          // `#frame=7`, `#t=0.25`, then `keys=ArrowRight,...` pressed, then `play`.
          function applyFragment() {
            const parameters = new URLSearchParams(location.hash.slice(1));
            if (parameters.has("frame")) {
              const index = Number(parameters.get("frame"));
              if (Number.isFinite(index)) { pause(); show(index - frames[0][0]); }
            } else if (parameters.has("t")) {
              const time = Number(parameters.get("t"));
              if (Number.isFinite(time)) { pause(); show(positionAt(time)); }
            }
            for (const key of (parameters.get("keys") || "").split(",").filter(Boolean)) {
              document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
            }
            if (parameters.has("play")) play();
          }

          show(0);
          applyFragment();
          markBox();
          window.addEventListener("hashchange", applyFragment);
          window.addEventListener("resize", markBox);
        })();

        """#
}
