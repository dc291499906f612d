// A plain C rendering of the formulas in REFERENCE.md §2-§3, as the speed baseline.
#include "CBaseline.h"

#include <math.h>

typedef struct {
    double ax, bx, cx, ay, by, cy;
} bezier;

static bezier make_bezier(double p1x, double p1y, double p2x, double p2y) {
    bezier b;
    b.cx = 3.0 * p1x;
    b.bx = 3.0 * (p2x - p1x) - b.cx;
    b.ax = 1.0 - b.cx - b.bx;
    b.cy = 3.0 * p1y;
    b.by = 3.0 * (p2y - p1y) - b.cy;
    b.ay = 1.0 - b.cy - b.by;
    return b;
}

static double curve_x(const bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static double curve_y(const bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static double slope_x(const bezier *b, double t) {
    return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx;
}

// The solve Kinema's CubicBezier documents (REFERENCE.md §2 asks for 1e-7 in y): Halley
// steps from t = x, done after a step below 1e-9, or below 1e-5 where |x'(t)| > 0.02; when
// the slope vanishes or t leaves [0, 1], 44 bisections of [0, 1].
static double solve_t(const bezier *b, double x) {
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = curve_x(b, t) - x;
        double slope = slope_x(b, t);
        if (fabs(slope) < 1e-5) break;
        double curvature = 6.0 * b->ax * t + 2.0 * b->bx;
        double step = 2.0 * error * slope / (2.0 * slope * slope - error * curvature);
        t -= step;
        if (!(t >= 0.0 && t <= 1.0)) break;
        double size = fabs(step);
        if (size < 1e-9 || (size < 1e-5 && fabs(slope) > 0.02)) return t;
    }
    double low = 0.0, high = 1.0;
    for (int i = 0; i < 44; i++) {
        double middle = (low + high) * 0.5;
        double error = curve_x(b, middle) - x;
        if (error == 0.0) return middle;
        if (error < 0.0) low = middle; else high = middle;
    }
    return (low + high) * 0.5;
}

// WebKit's and Chromium's solve, for reference: Newton's method from t = x, done when
// |x(t) - x| < 1e-7 (which bounds the error in x, not in y), then bisection.
static double solve_t_newton(const bezier *b, double x) {
    const double epsilon = 1e-7;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = curve_x(b, t) - x;
        if (fabs(error) < epsilon) return t;
        double slope = slope_x(b, t);
        if (fabs(slope) < 1e-6) break;
        t -= error / slope;
    }
    double low = 0.0, high = 1.0;
    t = x;
    while (low < high) {
        double value = curve_x(b, t);
        if (fabs(value - x) < epsilon) return t;
        if (x > value) low = t; else high = t;
        t = (low + high) * 0.5;
        if (high - low < 1e-12) break;
    }
    return t;
}

double kinema_c_bezier_newton_sum(double p1x, double p1y, double p2x, double p2y, long count) {
    bezier b = make_bezier(p1x, p1y, p2x, p2y);
    double sum = 0.0;
    for (long i = 0; i < count; i++) {
        double x = (double)i / (double)count;
        sum += x <= 0.0 ? 0.0 : curve_y(&b, solve_t_newton(&b, x));
    }
    return sum;
}

static double bezier_value(const bezier *b, double x) {
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    return curve_y(b, solve_t(b, x));
}

double kinema_c_bezier_sum(double p1x, double p1y, double p2x, double p2y, long count) {
    bezier b = make_bezier(p1x, p1y, p2x, p2y);
    double sum = 0.0;
    for (long i = 0; i < count; i++) sum += bezier_value(&b, (double)i / (double)count);
    return sum;
}

static double spring_value(double w0, double zeta, double target, double t) {
    double lambda = zeta * w0;
    if (zeta < 1.0) {
        double wd = w0 * sqrt(1.0 - zeta * zeta);
        return target - exp(-lambda * t) * (target * cos(wd * t) + (lambda * target / wd) * sin(wd * t));
    } else if (zeta == 1.0) {
        return target - exp(-w0 * t) * (target + w0 * target * t);
    } else {
        double s = w0 * sqrt(zeta * zeta - 1.0);
        double a = (0.0 - (lambda + s) * target) / (2.0 * s);
        double b = ((lambda - s) * target - 0.0) / (2.0 * s);
        return target + a * exp((-lambda + s) * t) + b * exp((-lambda - s) * t);
    }
}

double kinema_c_spring_sum(double stiffness, double damping, double target, double step, long count) {
    double w0 = sqrt(stiffness);
    double zeta = damping / (2.0 * sqrt(stiffness));
    double sum = 0.0;
    for (long i = 0; i < count; i++) sum += spring_value(w0, zeta, target, (double)i * step);
    return sum;
}

// Position and velocity of a unit-mass spring from 0 towards `target` at rest, from the
// weights of the closed form (REFERENCE.md §3): x = target (1 - p), v = target w0^2 q.
static void spring_state(
    double w0, double zeta, double target, double t, double *position, double *velocity) {
    double lambda = zeta * w0;
    double decay = exp(-lambda * t);
    double c, s;  // (cos(wd t), sin(wd t) / wd), (1, t) or (cosh(s t), sinh(s t) / s)
    if (zeta < 1.0) {
        double wd = w0 * sqrt(1.0 - zeta * zeta);
        c = cos(wd * t);
        s = sin(wd * t) / wd;
    } else if (zeta == 1.0) {
        c = 1.0;
        s = t;
    } else {
        double r = w0 * sqrt(zeta * zeta - 1.0);
        c = cosh(r * t);
        s = sinh(r * t) / r;
    }
    double p = decay * (c + lambda * s);
    double q = decay * s;
    *position = target * (1.0 - p);
    *velocity = target * w0 * w0 * q;
}

double kinema_c_spring_animation_sum(
    double stiffness, double damping, double target, double step, long count) {
    double w0 = sqrt(stiffness);
    double zeta = damping / (2.0 * sqrt(stiffness));
    double inverse_w0_squared = 1.0 / (w0 * w0);
    double sum = 0.0;
    for (long i = 0; i < count; i++) {
        double position, velocity;
        spring_state(w0, zeta, target, (double)i * step, &position, &velocity);
        // Finished once the amplitude is at most 1e-3 of the target: then at the target.
        double offset = target - position;
        double amplitude = offset * offset + velocity * velocity * inverse_w0_squared;
        sum += amplitude > 1e-6 * target * target ? position : target;
    }
    return sum;
}

double kinema_c_curve_animation_sum(
    double p1x, double p1y, double p2x, double p2y, double duration, double interval,
    double step, long count) {
    bezier b = make_bezier(p1x, p1y, p2x, p2y);
    double sum = 0.0;
    for (long i = 0; i < count; i++) {
        double time = (double)i * step;
        sum += interval * bezier_value(&b, time / duration);
    }
    return sum;
}

double kinema_c_additive_sum(
    double p1x, double p1y, double p2x, double p2y, double duration, double a, double b,
    double second_start, double step, long count) {
    bezier curve = make_bezier(p1x, p1y, p2x, p2y);
    double sum = 0.0;
    for (long i = 0; i < count; i++) {
        double time = (double)i * step;
        // Presented = target - interval + animate(interval, elapsed), summed over animations.
        double value = b;
        value += -a + a * bezier_value(&curve, time / duration);
        if (time >= second_start) {
            value += -(b - a) + (b - a) * bezier_value(&curve, (time - second_start) / duration);
        } else {
            value -= (b - a);
        }
        sum += value;
    }
    return sum;
}
