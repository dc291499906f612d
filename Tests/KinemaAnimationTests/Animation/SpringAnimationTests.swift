import Foundation
import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Spring animations")
struct SpringAnimationTests {
    @Test(
        "spring(duration:bounce:) follows the closed-form spring",
        arguments: [(0.5, 0.0), (0.5, 0.3), (0.8, 0.15)], [0.05, 0.2, 0.45])
    func persistentSpring(parameters: (Double, Double), time: Double) throws {
        let (duration, bounce) = parameters
        let animation = Animation.spring(duration: duration, bounce: bounce)
        let covered = try #require(sample(animation, 120, at: time))
        let expected = springClosedForm(duration: duration, bounce: bounce, target: 120, at: time)
        expectClose(covered, expected, absolute: 1e-9, relative: 1e-9)
    }

    @Test("Presets use SwiftUI's springs")
    func presets() throws {
        let pairs: [(Animation, Double, Double)] = [
            (.smooth, 0.5, 0), (.snappy, 0.5, 0.15), (.bouncy, 0.5, 0.3),
            (.bouncy(duration: 0.8, extraBounce: 0.1), 0.8, 0.4),
            (.snappy(duration: 0.3), 0.3, 0.15), (.smooth(extraBounce: 0.2), 0.5, 0.2),
            (.interactiveSpring(duration: 0.15, extraBounce: 0), 0.15, 0.14),
        ]
        for (animation, duration, bounce) in pairs {
            let covered = try #require(sample(animation, 1, at: 0.1))
            let expected = springClosedForm(duration: duration, bounce: bounce, target: 1, at: 0.1)
            expectClose(covered, expected, absolute: 1e-9, "\(animation)")
        }
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.interactiveSpring == .interactiveSpring())
        #expect(
            Animation.interactiveSpring
                == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }

    @Test("A spring finishes once its amplitude is within 0.001 of the interval")
    func finishTime() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5
        let zeta = 0.7
        let lambda = zeta * omega
        let damped = omega * (1 - zeta * zeta).squareRoot()
        // Test-side amplitude of the oscillation around the target 1.
        func amplitude(_ t: Double) -> Double {
            let e = exp(-lambda * t)
            let offset = e * (cos(damped * t) + lambda / damped * sin(damped * t))
            let speed = e * (omega * omega / damped) * sin(damped * t)
            return (offset * offset + speed * speed / (omega * omega)).squareRoot()
        }
        let finish = try #require(firstTimeByScan(step: 1e-3, limit: 10) { amplitude($0) <= 1e-3 })
        let logical = try #require(firstTimeByScan(step: 1e-3, limit: 10) { amplitude($0) <= 1e-2 })
        #expect(sample(animation, 1, at: finish - 1e-6) != nil)
        #expect(sample(animation, 1, at: finish + 1e-6) == nil)
        #expect(!isLogicallyComplete(animation, 1, at: logical - 1e-6))
        #expect(isLogicallyComplete(animation, 1, at: logical + 1e-6))
        // The threshold is relative: a 1000 times larger interval finishes at the same time.
        #expect(sample(animation, 1000, at: finish - 1e-6) != nil)
        #expect(sample(animation, 1000, at: finish + 1e-6) == nil)
        #expect(finish > 0.5 && finish < 1.5)
    }

    @Test("Spring velocity is the derivative of the covered value", arguments: [0.05, 0.3])
    func velocity(time: Double) throws {
        for animation in [Animation.bouncy, .interpolatingSpring(stiffness: 170, damping: 15)] {
            let h = 1e-6
            let numeric =
                (try #require(sample(animation, 3, at: time + h))
                    - (try #require(sample(animation, 3, at: time - h)))) / (2 * h)
            expectClose(
                try #require(sampleVelocity(animation, 3, at: time)), numeric, absolute: 1e-5)
        }
    }

    @Test("interpolatingSpring scales a unit spring with its initial velocity")
    func interpolating() throws {
        // mass 1, stiffness 100, damping 10: w0 = 10, z = 0.5, lambda = 5, wd = sqrt(75).
        let animation = Animation.interpolatingSpring(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
        let (lambda, damped) = (5.0, 75.0.squareRoot())
        for t in [0.05, 0.2, 0.6] {
            // Unit spring from 0 to 1 with initial velocity 2.
            let unit =
                1 - exp(-lambda * t) * (cos(damped * t) + (lambda - 2) / damped * sin(damped * t))
            expectClose(try #require(sample(animation, -40, at: t)), -40 * unit, absolute: 1e-9)
        }
        #expect(
            Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
                == .interpolatingSpring(Spring(duration: 0.5, bounce: 0.2)))
        #expect(Animation.interpolatingSpring != .spring(duration: 0.5))
    }

    @Test("Degenerate springs complete at once; NaN velocity counts as 0")
    func badInput() throws {
        for animation in [
            Animation.spring(response: 0), .spring(duration: -1), .spring(duration: .nan),
            .interpolatingSpring(stiffness: 0, damping: 1),
            .interpolatingSpring(stiffness: -5, damping: 1),
            .spring(duration: .infinity),
        ] {
            #expect(sample(animation, 2, at: 0) == nil, "\(animation)")
            #expect(isLogicallyComplete(animation, 2, at: 0))
        }
        let nanVelocity = Animation.interpolatingSpring(
            stiffness: 100, damping: 10, initialVelocity: .nan)
        #expect(nanVelocity == .interpolatingSpring(stiffness: 100, damping: 10))
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(sample(.bouncy, 2, at: time) == nil)
            #expect(sampleVelocity(.bouncy, 2, at: time) == 0)
        }
        #expect(sample(.bouncy, 0, at: 0) == nil)
    }

    @Test("Descriptions")
    func descriptions() {
        #expect(Animation.bouncy.description == "spring(duration: 0.5, bounce: 0.3)")
        #expect(
            Animation.spring(duration: 0.5, bounce: 0.3).delay(0.2).description
                == "spring(duration: 0.5, bounce: 0.3).delay(0.2)")
        #expect(Animation.spring.description == "spring(duration: 0.5, bounce: 0.175)")
        #expect(
            Animation.interactiveSpring.description
                == "spring(duration: 0.15, bounce: 0.14, blendDuration: 0.25)")
        #expect(
            Animation.interpolatingSpring(duration: 0.4, bounce: 0.1, initialVelocity: 3)
                .description
                == "interpolatingSpring(duration: 0.4, bounce: 0.1, initialVelocity: 3.0)")
    }
}
