// Kinema's per-sample animation costs against a C implementation of the same closed forms
// and bezier solve, measured in the same run. Run with `scripts/bench.sh animation`.
import BenchmarkHarness
import CBaseline
import KinemaAnimation

let samples = 1_000_000
let easeInOut = (p1x: 0.42, p1y: 0.0, p2x: 0.58, p2y: 1.0)

var table = ComparisonTable(
    title: "Animation, per sample (median of 11 runs of \(samples) samples)", baselineName: "C")

// UnitCurve.value(at:): the cubic bezier solve.
do {
    let curve = UnitCurve.easeInOut
    let kinema = measure("UnitCurve.easeInOut.value(at:)", iterations: samples) { count in
        var sum = 0.0
        let scale = 1.0 / Double(count)
        for i in 0..<count { sum += curve.value(at: Double(i) * scale) }
        return sum
    }
    let c = measure("C bezier", iterations: samples) { count in
        kinema_c_bezier_sum(easeInOut.p1x, easeInOut.p1y, easeInOut.p2x, easeInOut.p2y, count)
    }
    table.add(kinema, against: c, goal: 1.5, allocationGoal: 0)
}

// Spring.value(target:initialVelocity:time:): the under-damped closed form.
do {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let step = 2.0 / Double(samples)
    let kinema = measure("Spring.value(target:time:)", iterations: samples) { count in
        var sum = 0.0
        for i in 0..<count { sum += spring.value(target: 1.0, time: Double(i) * step) }
        return sum
    }
    let c = measure("C spring", iterations: samples) { count in
        kinema_c_spring_sum(100, 10, 1, step, count)
    }
    table.add(kinema, against: c, goal: 1.5, allocationGoal: 0)
}

print(table.text)
