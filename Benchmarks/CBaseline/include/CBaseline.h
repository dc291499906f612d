// The baseline for Kinema's animation benchmarks: the same closed forms and the same cubic
// bezier solve (Kinema's documented algorithm), written in plain C and compiled with
// optimization in the same run. WebKit's looser Newton solve is kept for reference.
// Each function evaluates `count` samples in a loop and returns the sum, so that the
// loop itself is in C.
#ifndef KINEMA_C_BASELINE_H
#define KINEMA_C_BASELINE_H

/// Sum of the cubic bezier timing curve (p1x, p1y, p2x, p2y) at progress i / count.
double kinema_c_bezier_sum(double p1x, double p1y, double p2x, double p2y, long count);

/// The same sum with WebKit's and Chromium's Newton solve (|x error| < 1e-7), for reference.
double kinema_c_bezier_newton_sum(double p1x, double p1y, double p2x, double p2y, long count);

/// Sum of the position of a unit-mass spring (stiffness, damping) moving from 0 to
/// `target`, at times i * step.
double kinema_c_spring_sum(double stiffness, double damping, double target, double step, long count);

/// Sum of a spring animation of `target` (unit mass, stiffness, damping) at times i * step:
/// the closed-form position and velocity, and the finish test on the amplitude
/// sqrt((target - x)^2 + (v / w0)^2) <= 1e-3 target, after which the value is the target.
double kinema_c_spring_animation_sum(
    double stiffness, double damping, double target, double step, long count);

/// Sum of a timing-curve animation of `interval` over `duration` seconds at times
/// i * step, with the curve held at its end value once the animation is over.
double kinema_c_curve_animation_sum(
    double p1x, double p1y, double p2x, double p2y, double duration, double interval,
    double step, long count);

/// Sum of the presented value of two overlapping additive timing-curve animations:
/// 0 -> a at time 0 and a -> b at time `second_start`, sampled at times i * step.
double kinema_c_additive_sum(
    double p1x, double p1y, double p2x, double p2y, double duration, double a, double b,
    double second_start, double step, long count);

#endif
