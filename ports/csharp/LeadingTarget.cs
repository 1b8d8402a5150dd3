// LeadingTarget.cs: the intercept solver of "Leading the Target" in one C# file.
//
// Where to aim a projectile of speed s so that it meets a moving target. Every entry point takes
// one InterceptOptions (the library's options shape: Shooter, Target, TargetVelocity,
// TargetAcceleration, ShooterVelocity, Inherit, Speed, Gravity, MaxTime, each with its default):
//   LeadingTarget.Intercept         gravity, target acceleration, inherited shooter velocity and a
//                                   time limit (a quartic): every hit time, or the best miss;
//                                   without gravity or acceleration, the quadratic's path;
//   LeadingTarget.LinearIntercept   constant velocity, standing shooter, no gravity (a quadratic);
//   LeadingTarget.BallisticArcs     a standing target under gravity: the low and the high arc.
// TryIntercept and TryLinearIntercept are the per-frame forms: the earliest hit only. One gravity
// default, none: pass GravityYUp (Unity), GravityZUp or your own. The positional forms
// LinearIntercept(shooter, target, targetVelocity, speed), TryLinearIntercept(…) and
// BallisticArcs(shooter, target, speed, gravity) are the pre-1.0 API, kept: the same answers.
//
// A port of the TypeScript library (src/lib) with the same accuracy design, checked against it
// on shared fixtures by the book's test suite:
//   * a = |V|² − s² in twice the working precision, so nearly equal speeds lose nothing;
//   * roots of a·t² + b·t + c by the cancellation-free form q = −(b + sign(b)·√Δ)/2, roots q/a
//     and c/q, with Kahan's discriminant (the exact rounding errors of b² and 4ac added back when
//     they nearly cancel) and one compensated Newton step;
//   * every problem rescaled by exact powers of two, so no finite input overflows or underflows;
//   * the quartic solved by derivative-interval isolation (Yuksel 2022): the roots of p′ cut the
//     line into monotone pieces, each sign change is refined by safeguarded Newton and polished
//     with a compensated residual to about 1 ulp of the exact root of the double coefficients.
// Exact products use Dekker's two-product with Veltkamp's split instead of a fused multiply-add:
// Math.FusedMultiplyAdd is missing from Mono's and Unity's class libraries. They need every double
// product and sum rounded on its own; a build that contracts a*b + c into one FMA (a C++ compiler's
// -ffp-contract=fast or -ffast-math, were the file translated) would spoil them. Tested under
// Mono 6.8 on x64: bit-identical to the TypeScript library on all of the book's 12 031 shared
// fixtures and 6 144 options fixtures (TryLinearIntercept, which answers with LinearIntercept's exact
// path, within 2⁻⁴⁸ of the library's certified fast path); not yet tested under .NET, ARM64 or
// Unity's IL2CPP.
//
// C# 4 or later (builds with mcs -langversion:4), no dependencies beyond System, no Unity types:
// it works in doubles (a float Vector3 has 24 bits, too few for far targets); convert at the
// edges with new Vec3(v.x, v.y, v.z) and new Vector3((float)a.X, (float)a.Y, (float)a.Z).
// Allocation-free after the first call on each thread (results are structs; the root finder's
// workspace is per thread). Units are yours: lengths L, times T, speeds L/T, accelerations L/T².
//
//   var shot = new InterceptOptions { Shooter = gun, Target = enemy, TargetVelocity = enemyVelocity,
//                                     Speed = 40, Gravity = LeadingTarget.GravityYUp };
//   double time; Vec3 aim;
//   if (LeadingTarget.TryIntercept(shot, out time, out aim)) Fire(aim * shot.Speed);  // every frame
//   InterceptResult r = LeadingTarget.Intercept(shot);   // every hit time, or why not and the best miss
//   if (!r.Hit) Log(r.Message + " Closest pass: " + r.Closest.Distance);
//
// Bad input throws, as the TypeScript library does, naming the option in ParamName, the first bad
// one in the library's checking order: ArgumentOutOfRangeException (an ArgumentException) for NaN
// or infinite numbers, a negative speed or maxTime, inherit outside [0, 1]; ArgumentNullException
// for null options. An option an entry does not handle, set (LinearIntercept with Gravity,
// BallisticArcs with a moving target or a MaxTime), throws UnsupportedOptionException (an
// ArgumentException): it is never ignored. No hit is not an error: the result says why.
//
// Sources: M. Oberberger, "Interception of Two Moving Objects in 2D Space" (CodeProject, 2015);
// G. E. Forsythe, "How do you solve a quadratic equation?" (1966); W. Kahan, "On the cost of
// floating-point computation without extra-precise arithmetic" (2004); T. J. Dekker (1971);
// S. Graillat, P. Langlois, N. Louvet, "Compensated Horner scheme" (2005); C. Yuksel,
// "High-Performance Polynomial Root Finding for Graphics" (HPG 2022).

using System;

namespace LeadingTheTarget
{
    /// <summary>A 3D vector of doubles; for 2D problems leave Z at 0. Serializable: Unity's inspector shows it.</summary>
    [Serializable]
    public struct Vec3
    {
        public double X, Y, Z;

        public Vec3(double x, double y, double z = 0)
        {
            X = x;
            Y = y;
            Z = z;
        }

        public static Vec3 operator +(Vec3 a, Vec3 b) { return new Vec3(a.X + b.X, a.Y + b.Y, a.Z + b.Z); }
        public static Vec3 operator -(Vec3 a, Vec3 b) { return new Vec3(a.X - b.X, a.Y - b.Y, a.Z - b.Z); }
        public static Vec3 operator *(Vec3 a, double k) { return new Vec3(a.X * k, a.Y * k, a.Z * k); }
        public static Vec3 operator *(double k, Vec3 a) { return new Vec3(a.X * k, a.Y * k, a.Z * k); }

        public static double Dot(Vec3 a, Vec3 b) { return a.X * b.X + a.Y * b.Y + a.Z * b.Z; }

        public double Length { get { return LeadingTarget.Hypot(X, Y, Z); } }

        public bool IsZero { get { return X == 0 && Y == 0 && Z == 0; } }

        public override string ToString()
        {
            var inv = System.Globalization.CultureInfo.InvariantCulture;
            return "(" + X.ToString("R", inv) + ", " + Y.ToString("R", inv) + ", " + Z.ToString("R", inv) + ")";
        }
    }

    /// <summary>Why there is no hit.</summary>
    public enum NoHitReason
    {
        /// <summary>There is a hit.</summary>
        None,
        /// <summary>The projectile speed is 0, and nothing brings it to the target.</summary>
        CannotMove,
        /// <summary>The target is at least as fast as the projectile and moves away.</summary>
        Receding,
        /// <summary>
        /// The target is at least as fast as the projectile and moves square across the line of sight.
        /// </summary>
        Crossing,
        /// <summary>
        /// The target is faster than the projectile and passes by before any shot reaches its path.
        /// </summary>
        TargetTooFast,
        /// <summary>Gravity or acceleration keeps the target out of reach at this speed.</summary>
        OutOfRange,
        /// <summary>Hits exist, but all later than maxTime.</summary>
        BeyondMaxTime,
    }

    /// <summary>
    /// The best miss when no hit exists: over every aim and every time in [0, maxTime], the one
    /// minimising |W(t)| − s·t, how far the target is from the farthest point the shot reaches.
    /// </summary>
    public struct ClosestMiss
    {
        /// <summary>The time of the closest pass.</summary>
        public double Time;
        /// <summary>Unit aim, along W(Time).</summary>
        public Vec3 Aim;
        /// <summary>The miss |W(Time)| − s·Time (≥ 0 when there is no hit).</summary>
        public double Distance;
        /// <summary>The target's position at Time.</summary>
        public Vec3 Point;
        /// <summary>The projectile's position at Time when fired along Aim.</summary>
        public Vec3 ProjectilePoint;
    }

    /// <summary>
    /// The answer of LinearIntercept and Intercept: test Hit. A hit has every hit time
    /// (ascending, up to 2 without acceleration, up to 4 with it), the aim of the earliest and
    /// where it meets the target; no hit has a Reason and the best miss, Closest.
    /// </summary>
    public struct InterceptResult
    {
        public bool Hit;
        /// <summary>The earliest hit time ≥ 0 (0 when there is no hit).</summary>
        public double Time;
        /// <summary>How many hit times there are (0 to 4); read them with GetTime.</summary>
        public int TimeCount;
        double t0, t1, t2, t3;
        /// <summary>Unit vector to fire along, relative to the shooter.</summary>
        public Vec3 Aim;
        /// <summary>Speed·Aim: the muzzle velocity relative to the shooter.</summary>
        public Vec3 LaunchVelocity;
        /// <summary>
        /// The projectile's world velocity at launch: LaunchVelocity + inherit·shooterVelocity.
        /// </summary>
        public Vec3 ProjectileVelocity;
        /// <summary>Where projectile and target meet: the target's position at Time.</summary>
        public Vec3 Impact;
        /// <summary>Why there is no hit (None for a hit).</summary>
        public NoHitReason Reason;
        /// <summary>The best miss (only when there is no hit).</summary>
        public ClosestMiss Closest;

        /// <summary>Hit time i, 0 ≤ i &lt; TimeCount, ascending.</summary>
        public double GetTime(int i)
        {
            if (i < 0 || i >= TimeCount) throw new ArgumentOutOfRangeException("i");
            return i == 0 ? t0 : i == 1 ? t1 : i == 2 ? t2 : t3;
        }

        internal void AddTime(double t)
        {
            if (TimeCount == 0) t0 = t;
            else if (TimeCount == 1) t1 = t;
            else if (TimeCount == 2) t2 = t;
            else if (TimeCount == 3) t3 = t;
            else return;
            TimeCount++;
        }

        /// <summary>One plain-English sentence for Reason.</summary>
        public string Message { get { return LeadingTarget.MessageOf(Reason); } }
    }

    /// <summary>One ballistic trajectory from the shooter.</summary>
    public struct Arc
    {
        /// <summary>
        /// Flight time to the target (for BestReach: to where it crosses the line of sight).
        /// </summary>
        public double Time;
        /// <summary>Unit launch direction.</summary>
        public Vec3 Aim;
        /// <summary>Speed·Aim: the launch velocity.</summary>
        public Vec3 LaunchVelocity;
        /// <summary>Elevation above the plane perpendicular to gravity, radians, positive up.</summary>
        public double Elevation;
    }

    /// <summary>The answer of BallisticArcs.</summary>
    public struct BallisticResult
    {
        /// <summary>
        /// How many distinct arcs: 2; 1 at maximum range exactly, without gravity or on the target; 0 out of
        /// reach.
        /// </summary>
        public int Count;
        /// <summary>The flatter, faster arc (valid when Count ≥ 1).</summary>
        public Arc Low;
        /// <summary>The lofted, slower arc (equal to Low when Count is 1).</summary>
        public Arc High;
        /// <summary>
        /// Maximum range along the line of sight at this speed, s²/(g·(1 + sin θ)); +∞ without gravity.
        /// </summary>
        public double MaxRange;
        /// <summary>None, OutOfRange, or CannotMove when the speed is 0.</summary>
        public NoHitReason Reason;
        /// <summary>Out of reach only: the farthest shot along the line of sight, at 45° + θ/2.</summary>
        public Arc BestReach;
        /// <summary>
        /// Out of reach only: how far short of the target BestReach lands along the line of sight.
        /// </summary>
        public double Miss;

        public bool Reachable { get { return Count > 0; } }
    }

    /// <summary>
    /// The one options shape of every entry point (Intercept, TryIntercept, LinearIntercept,
    /// TryLinearIntercept, BallisticArcs), with the TypeScript library's names and defaults. A
    /// class, so that the defaults hold: build it once and change its fields every frame (no
    /// garbage). A specialised entry point given an option it does not handle at other than its
    /// default throws UnsupportedOptionException naming it; it never ignores it.
    /// </summary>
    [Serializable]
    public sealed class InterceptOptions
    {
        /// <summary>Shooter position (L).</summary>
        public Vec3 Shooter;
        /// <summary>Shooter velocity (L/T); matters only through Inherit. Default zero.</summary>
        public Vec3 ShooterVelocity;
        /// <summary>
        /// Fraction 0…1 of the shooter's velocity the projectile keeps. Default 1 (physics); many games use
        /// 0.
        /// </summary>
        public double Inherit = 1;
        /// <summary>Target position (L).</summary>
        public Vec3 Target;
        /// <summary>Target velocity (L/T). Default zero.</summary>
        public Vec3 TargetVelocity;
        /// <summary>Constant target acceleration (L/T²). Default zero.</summary>
        public Vec3 TargetAcceleration;
        /// <summary>Projectile launch speed relative to the shooter (L/T), ≥ 0.</summary>
        public double Speed;
        /// <summary>
        /// Acceleration on the projectile (L/T²), e.g. LeadingTarget.GravityYUp. Default zero: no gravity.
        /// </summary>
        public Vec3 Gravity;
        /// <summary>Latest acceptable hit time (T); +∞ for none. Default +∞.</summary>
        public double MaxTime = double.PositiveInfinity;
    }

    /// <summary>
    /// An option the entry point called does not handle, set to other than its default (gravity
    /// for LinearIntercept, a moving target for BallisticArcs…): call Intercept, which handles
    /// every option. An ArgumentException whose ParamName is the option.
    /// </summary>
    [Serializable]
    public sealed class UnsupportedOptionException : ArgumentException
    {
        public UnsupportedOptionException(string message, string paramName) : base(message, paramName) { }
    }

    /// <summary>The solvers. Thread-safe; allocation-free after each thread's first call.</summary>
    public static class LeadingTarget
    {
        /// <summary>9.81 m/s² down, y up (Unity, Godot, three.js).</summary>
        public static readonly Vec3 GravityYUp = new Vec3(0, -9.81, 0);
        /// <summary>9.81 m/s² down, z up, in metres (multiply by 100 for Unreal's centimetres).</summary>
        public static readonly Vec3 GravityZUp = new Vec3(0, 0, -9.81);

        // ================================================================================
        // Public entry points: each takes one InterceptOptions
        // ================================================================================

        /// <summary>
        /// Constant-velocity intercept: a shot from Shooter at Speed meets the target (at Target,
        /// moving with TargetVelocity) at the earliest t in [0, MaxTime] with
        /// (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0, R = Target − Shooter. Equal speeds, a standing
        /// target and a shooter already on the target are ordinary cases, not errors.
        /// </summary>
        /// <example>
        /// LeadingTarget.LinearIntercept(new InterceptOptions { Shooter = new Vec3(0, 0), Target = new Vec3(100, 0),
        ///     TargetVelocity = new Vec3(0, 10), Speed = 20 })   // hit at t = 5.7735
        /// </example>
        /// <exception cref="ArgumentNullException">options is null.</exception>
        /// <exception cref="UnsupportedOptionException">
        /// ShooterVelocity, TargetAcceleration or Gravity not zero: use Intercept.
        /// </exception>
        /// <exception cref="ArgumentOutOfRangeException">
        /// A NaN or infinite number, Speed &lt; 0, Inherit outside [0, 1], MaxTime NaN or &lt; 0; checked in
        /// the order Shooter, ShooterVelocity, Inherit, TargetAcceleration, Gravity, MaxTime, Target,
        /// TargetVelocity, Speed (the library's).
        /// </exception>
        public static InterceptResult LinearIntercept(InterceptOptions options)
        {
            CheckLinearOptions(options, "LinearIntercept");
            Linear p = PrepareLinear(options.Shooter, options.Target, options.TargetVelocity, options.Speed);
            World w = new World
            {
                S = options.Shooter, T = options.Target, Vt = options.TargetVelocity, s = options.Speed
            };
            return SolveLinear(ref p, ref w, options.MaxTime);
        }

        /// <summary>
        /// LinearIntercept for every frame: the earliest hit time in [0, MaxTime] and the unit aim;
        /// false (time 0, aim zero) when there is none. Same numbers as LinearIntercept; no best miss.
        /// Checks as the library's linearInterceptToChecked: Shooter, Target, TargetVelocity, Speed,
        /// MaxTime, then the options it does not handle.
        /// </summary>
        /// <exception cref="ArgumentNullException">options is null.</exception>
        /// <exception cref="UnsupportedOptionException">As LinearIntercept.</exception>
        /// <exception cref="ArgumentOutOfRangeException">As LinearIntercept.</exception>
        public static bool TryLinearIntercept(InterceptOptions options, out double time, out Vec3 aim)
        {
            if (options == null) throw new ArgumentNullException("options");
            CheckVec("Shooter", options.Shooter);
            CheckVec("Target", options.Target);
            CheckVec("TargetVelocity", options.TargetVelocity);
            CheckSpeed("Speed", options.Speed);
            CheckMaxTime(options.MaxTime);
            CheckLinearUnhandled(options, "TryLinearIntercept");
            Linear p = PrepareLinear(options.Shooter, options.Target, options.TargetVelocity, options.Speed);
            return FirstLinearChecked(ref p, options.MaxTime, out time, out aim);
        }

        /// <summary>
        /// Low and high ballistic arcs from Shooter to a standing Target at launch Speed under
        /// Gravity (default none: pass GravityYUp, GravityZUp or your own). With u = t²,
        /// (|g|²/4)·u² − (R·g + s²)·u + |R|² = 0. Out of reach: Count 0 and the best shot.
        /// </summary>
        /// <example>
        /// LeadingTarget.BallisticArcs(new InterceptOptions { Shooter = new Vec3(0, 0), Target = new Vec3(50, 0),
        ///     Speed = 30, Gravity = new Vec3(0, -9.81) })   // low t = 1.7384, high t = 5.8640
        /// </example>
        /// <exception cref="ArgumentNullException">options is null.</exception>
        /// <exception cref="UnsupportedOptionException">
        /// TargetVelocity, TargetAcceleration or ShooterVelocity not zero, or a finite MaxTime: use Intercept.
        /// </exception>
        /// <exception cref="ArgumentOutOfRangeException">
        /// A NaN or infinite number, Speed &lt; 0, Inherit outside [0, 1], MaxTime NaN or &lt; 0; checked in
        /// the order Shooter, TargetVelocity, TargetAcceleration, ShooterVelocity, Inherit, MaxTime,
        /// Target, Speed, Gravity (the library's).
        /// </exception>
        public static BallisticResult BallisticArcs(InterceptOptions options)
        {
            if (options == null) throw new ArgumentNullException("options");
            CheckVec("Shooter", options.Shooter);
            Unhandled("BallisticArcs", "TargetVelocity", options.TargetVelocity);
            Unhandled("BallisticArcs", "TargetAcceleration", options.TargetAcceleration);
            Unhandled("BallisticArcs", "ShooterVelocity", options.ShooterVelocity);
            CheckInherit(options.Inherit);
            CheckMaxTime(options.MaxTime);
            if (options.MaxTime != double.PositiveInfinity)
                throw new UnsupportedOptionException("BallisticArcs does not handle MaxTime (got " +
                    Show(options.MaxTime) + "): use Intercept, which solves with every option", "MaxTime");
            CheckVec("Target", options.Target);
            CheckSpeed("Speed", options.Speed);
            CheckVec("Gravity", options.Gravity);
            return SolveBallistic(options.Shooter, options.Target, options.Speed, options.Gravity);
        }

        /// <summary>
        /// The pre-1.0 positional form of LinearIntercept(options), kept: the same result.
        /// Constant-velocity intercept: a shot from <paramref name="shooter"/> at
        /// <paramref name="speed"/> meets the target (at <paramref name="target"/>, moving with
        /// <paramref name="targetVelocity"/>) at the earliest t ≥ 0 with
        /// (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0, R = target − shooter. Equal speeds, a standing
        /// target and a shooter already on the target are ordinary cases, not errors.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">
        /// A NaN or infinite number, or speed &lt; 0.
        /// </exception>
        public static InterceptResult LinearIntercept(Vec3 shooter, Vec3 target, Vec3 targetVelocity, double speed)
        {
            CheckVec("shooter", shooter);
            CheckVec("target", target);
            CheckVec("targetVelocity", targetVelocity);
            CheckSpeed(speed);
            Linear p = PrepareLinear(shooter, target, targetVelocity, speed);
            World w = new World { S = shooter, T = target, Vt = targetVelocity, s = speed };
            return SolveLinear(ref p, ref w, double.PositiveInfinity);
        }

        /// <summary>
        /// The pre-1.0 positional form of TryLinearIntercept(options), kept: the same answer.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">As LinearIntercept.</exception>
        public static bool TryLinearIntercept(Vec3 shooter, Vec3 target, Vec3 targetVelocity, double speed,
            out double time, out Vec3 aim)
        {
            CheckVec("shooter", shooter);
            CheckVec("target", target);
            CheckVec("targetVelocity", targetVelocity);
            CheckSpeed(speed);
            Linear p = PrepareLinear(shooter, target, targetVelocity, speed);
            return FirstLinearChecked(ref p, double.PositiveInfinity, out time, out aim);
        }

        /// <summary>FirstLinear, never a hit at t = +∞ (a speed such as 5e-324): no hit then.</summary>
        static bool FirstLinearChecked(ref Linear p, double maxTime, out double time, out Vec3 aim)
        {
            bool hit = FirstLinear(ref p, maxTime, out time, out aim);
            if (hit && double.IsInfinity(time))
            {
                time = 0;
                aim = default(Vec3);
                return false;
            }
            return hit;
        }

        /// <summary>
        /// The pre-1.0 positional form of BallisticArcs(options), kept: the same result.
        /// Low and high ballistic arcs from <paramref name="shooter"/> to a standing
        /// <paramref name="target"/> at launch <paramref name="speed"/> under
        /// <paramref name="gravity"/> (required: pass GravityYUp, GravityZUp or your own). With
        /// u = t², (|g|²/4)·u² − (R·g + s²)·u + |R|² = 0. Out of reach: Count 0 and the best shot.
        /// </summary>
        /// <exception cref="ArgumentOutOfRangeException">
        /// A NaN or infinite number, or speed &lt; 0.
        /// </exception>
        public static BallisticResult BallisticArcs(Vec3 shooter, Vec3 target, double speed, Vec3 gravity)
        {
            CheckVec("shooter", shooter);
            CheckVec("target", target);
            CheckSpeed(speed);
            CheckVec("gravity", gravity);
            return SolveBallistic(shooter, target, speed, gravity);
        }

        /// <summary>
        /// The general intercept: with R = T − S, V = Vt − inherit·U and G = A − g, the hit times
        /// are the roots t in [0, maxTime] of the quartic
        /// f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R,
        /// the aim at a root is W(t)/|W(t)| with W(t) = R + Vt + Gt²/2. With G = 0 it is
        /// LinearIntercept. A grazing contact (a double root) counts as one hit.
        /// </summary>
        /// <example>
        /// LeadingTarget.Intercept(new InterceptOptions { Shooter = new Vec3(0, 0), Target = new Vec3(50, 0),
        ///     Speed = 30, Gravity = new Vec3(0, -9.81) })   // hit at t = 1.7384 and 5.8640
        /// </example>
        /// <exception cref="ArgumentNullException">options is null.</exception>
        /// <exception cref="ArgumentOutOfRangeException">
        /// A NaN or infinite number, speed &lt; 0, inherit outside [0, 1], maxTime NaN or &lt; 0; checked
        /// in the order Shooter, Target, ShooterVelocity, Inherit, TargetVelocity, TargetAcceleration,
        /// Speed, Gravity, MaxTime (the library's).
        /// </exception>
        public static InterceptResult Intercept(InterceptOptions options)
        {
            CheckOptions(options);
            return SolveGeneral(options, true);
        }

        /// <summary>
        /// Intercept for every frame: the earliest hit time in [0, MaxTime] and its unit aim; false
        /// (time 0, aim zero) when there is none. Same numbers as Intercept; no best miss.
        /// </summary>
        /// <exception cref="ArgumentNullException">options is null.</exception>
        /// <exception cref="ArgumentOutOfRangeException">As Intercept.</exception>
        public static bool TryIntercept(InterceptOptions options, out double time, out Vec3 aim)
        {
            CheckOptions(options);
            InterceptResult r = SolveGeneral(options, false);
            // Never a hit at t = +infinity (a speed such as 5e-324): no hit.
            if (!r.Hit || double.IsInfinity(r.Time))
            {
                time = 0;
                aim = default(Vec3);
                return false;
            }
            time = r.Time;
            aim = r.Aim;
            return true;
        }

        /// <summary>One plain-English sentence for each reason.</summary>
        public static string MessageOf(NoHitReason reason)
        {
            switch (reason)
            {
                case NoHitReason.None: return "The shot hits.";
                case NoHitReason.CannotMove:
                    return "The projectile has zero speed, so it can only hit a target that is "
                        + "already there or runs into it.";
                case NoHitReason.Receding:
                    return "The target is moving away at least as fast as the projectile flies, so "
                        + "no shot can catch it.";
                case NoHitReason.Crossing:
                    return "The target moves square across the line of sight at least as fast as "
                        + "the projectile flies: its distance only grows from here, so no shot can "
                        + "catch it.";
                case NoHitReason.TargetTooFast:
                    return "The target is faster than the projectile and passes by before any shot "
                        + "can reach its path.";
                case NoHitReason.OutOfRange:
                    return "No launch direction at this speed reaches the target: gravity or "
                        + "acceleration keeps it out of range.";
                default: return "A hit is possible, but only later than the maximum time allowed.";
            }
        }

        // ================================================================================
        // Argument checks: only caller errors throw
        // ================================================================================

        // x − x is 0 for every finite x and NaN for NaN and ±∞ (one subtraction; double.IsNaN and
        // double.IsInfinity are calls on Mono).
        static bool IsFinite(double x) { return x - x == 0; }

        static string Show(double x) { return x.ToString("R", System.Globalization.CultureInfo.InvariantCulture); }

        static void CheckVec(string name, Vec3 v)
        {
            if (!(IsFinite(v.X) && IsFinite(v.Y) && IsFinite(v.Z)))
                throw new ArgumentOutOfRangeException(name, name + " must have finite components, got (" +
                    Show(v.X) + ", " + Show(v.Y) + ", " + Show(v.Z) + ")");
        }

        static void CheckSpeed(double speed) { CheckSpeed("speed", speed); }

        static void CheckSpeed(string name, double speed)
        {
            if (!(IsFinite(speed) && speed >= 0))
                throw new ArgumentOutOfRangeException(name, name + " must be a finite number ≥ 0, got " + Show(speed));
        }

        static void CheckInherit(double inherit)
        {
            if (!(inherit >= 0 && inherit <= 1))
                throw new ArgumentOutOfRangeException("Inherit",
                    "Inherit must be a number in [0, 1], got " + Show(inherit));
        }

        static void CheckMaxTime(double maxTime)
        {
            if (!(maxTime >= 0))
                throw new ArgumentOutOfRangeException("MaxTime",
                    "MaxTime must be a number ≥ 0 or +∞, got " + Show(maxTime));
        }

        /// <summary>A vector option the entry does not handle: bad when not finite, unsupported when not zero.</summary>
        static void Unhandled(string entry, string name, Vec3 v)
        {
            CheckVec(name, v);
            if (!v.IsZero)
                throw new UnsupportedOptionException(entry + " does not handle " + name + " (got " + v +
                    "): use Intercept, which solves with every option", name);
        }

        /// <summary>The options the constant-velocity entries do not handle, in the library's order.</summary>
        static void CheckLinearUnhandled(InterceptOptions o, string entry)
        {
            Unhandled(entry, "ShooterVelocity", o.ShooterVelocity);
            CheckInherit(o.Inherit); // it scales the shooter's velocity: harmless where that is zero
            Unhandled(entry, "TargetAcceleration", o.TargetAcceleration);
            Unhandled(entry, "Gravity", o.Gravity);
        }

        /// <summary>LinearIntercept's checks, in the library's order (linearIntercept's options form).</summary>
        static void CheckLinearOptions(InterceptOptions o, string entry)
        {
            if (o == null) throw new ArgumentNullException("options");
            CheckVec("Shooter", o.Shooter);
            CheckLinearUnhandled(o, entry);
            CheckMaxTime(o.MaxTime);
            CheckVec("Target", o.Target);
            CheckVec("TargetVelocity", o.TargetVelocity);
            CheckSpeed("Speed", o.Speed);
        }

        static void CheckOptions(InterceptOptions o)
        {
            // The library's order, so that the first bad argument named is the same.
            if (o == null) throw new ArgumentNullException("options");
            CheckVec("Shooter", o.Shooter);
            CheckVec("Target", o.Target);
            CheckVec("ShooterVelocity", o.ShooterVelocity);
            CheckInherit(o.Inherit);
            CheckVec("TargetVelocity", o.TargetVelocity);
            CheckVec("TargetAcceleration", o.TargetAcceleration);
            CheckSpeed("Speed", o.Speed);
            CheckVec("Gravity", o.Gravity);
            CheckMaxTime(o.MaxTime);
        }

        // ================================================================================
        // Exact arithmetic: error-free transformations and powers of two
        // ================================================================================

        const double U = 1.1102230246251565e-16; // unit roundoff 2⁻⁵³
        const double Splitter = 134217729.0; // Veltkamp's 2²⁷ + 1

        /// <summary>Given s = fl(a + b), the exact error e with a + b = s + e (Knuth's TwoSum).</summary>
        static double TwoSumError(double a, double b, double s)
        {
            double bb = s - a;
            return a - (s - bb) + (b - bb);
        }

        /// <summary>Veltkamp's split: the high 26 bits of x (|x| &lt; 2⁹⁹⁶).</summary>
        static double SplitHigh(double x)
        {
            double c = Splitter * x;
            return c - (c - x);
        }

        /// <summary>
        /// Given p = fl(a·b), the exact error e with a·b = p + e (Dekker's TwoProduct, no FMA).
        /// </summary>
        static double TwoProductError(double a, double b, double p)
        {
            double ah = SplitHigh(a), al = a - ah;
            double bh = SplitHigh(b), bl = b - bh;
            return al * bl - (p - ah * bh - al * bh - ah * bl);
        }

        /// <summary>Given p = fl(a²), the exact error of the square.</summary>
        static double TwoSquareError(double a, double p)
        {
            double ah = SplitHigh(a), al = a - ah;
            return al * al - (p - ah * ah - 2 * ah * al);
        }

        /// <summary>γₖ = k·u/(1 − k·u), the bound on k accumulated roundings.</summary>
        static double Gamma(int k) { return k * U / (1 - k * U); }

        /// <summary>
        /// The binary exponent e with 2ᵉ ≤ |x| &lt; 2ᵉ⁺¹ (subnormals too); 0 for 0, ±∞, NaN.
        /// </summary>
        static int ExponentOf(double x)
        {
            if (x == 0 || !IsFinite(x)) return 0;
            int biased = (int)((BitConverter.DoubleToInt64Bits(x) >> 52) & 0x7ff);
            if (biased != 0) return biased - 1023;
            // Subnormal: renormalise by 2⁶⁴ (exact) and read again.
            return (int)((BitConverter.DoubleToInt64Bits(x * 18446744073709551616.0) >> 52) & 0x7ff) - 1023 - 64;
        }

        /// <summary>2ᵏ exactly; 0 or +∞ beyond the double range.</summary>
        static double Pow2(int k)
        {
            if (k > 1023) return double.PositiveInfinity;
            if (k < -1074) return 0;
            if (k < -1022) return Pow2(-1022) * Pow2(k + 1022);
            return BitConverter.Int64BitsToDouble((long)(k + 1023) << 52);
        }

        /// <summary>x·2ᵏ with one final rounding (C's ldexp), in steps that never overflow early.</summary>
        static double ScaleByPow2(double x, int k)
        {
            if (k == 0 || x == 0 || !IsFinite(x)) return x;
            while (k > 1023)
            {
                x *= Pow2(1023);
                k -= 1023;
                if (!IsFinite(x)) return x;
            }
            while (k < -1022)
            {
                int step = Math.Max(Math.Max(k, -1022), -1022 - ExponentOf(x));
                if (step >= 0 || step == k) break;
                x *= Pow2(step);
                k -= step;
            }
            return x * Pow2(k);
        }

        /// <summary>√(x² + y² + z²) without overflow or underflow: scaled by the largest entry.</summary>
        internal static double Hypot(double x, double y, double z)
        {
            double m = Math.Max(Math.Max(Math.Abs(x), Math.Abs(y)), Math.Abs(z));
            if (m == 0 || !IsFinite(m)) return m;
            x /= m;
            y /= m;
            z /= m;
            return m * Math.Sqrt(x * x + y * y + z * z);
        }

        /// <summary>
        /// Hypot with a compensated (Kahan) sum of the squares, as JavaScript's Math.hypot is
        /// computed in V8: the library's |R × V| uses it, and the port matches it bit for bit.
        /// </summary>
        static double HypotKahan(double x, double y, double z)
        {
            double m = Math.Max(Math.Max(Math.Abs(x), Math.Abs(y)), Math.Abs(z));
            if (m == 0 || !IsFinite(m)) return m;
            double sum = 0, compensation = 0;
            KahanAdd(Math.Abs(x) / m, ref sum, ref compensation);
            KahanAdd(Math.Abs(y) / m, ref sum, ref compensation);
            KahanAdd(Math.Abs(z) / m, ref sum, ref compensation);
            return Math.Sqrt(sum) * m;
        }

        static void KahanAdd(double n, ref double sum, ref double compensation)
        {
            double summand = n * n - compensation;
            double preliminary = sum + summand;
            compensation = preliminary - sum - summand;
            sum = preliminary;
        }

        static double MaxAbs(Vec3 v) { return Math.Max(Math.Max(Math.Abs(v.X), Math.Abs(v.Y)), Math.Abs(v.Z)); }

        static Vec3 ScaleVec(Vec3 v, int k)
        {
            return new Vec3(ScaleByPow2(v.X, k), ScaleByPow2(v.Y, k), ScaleByPow2(v.Z, k));
        }

        /// <summary>x − k·y, halved (shift 1) when that overflows.</summary>
        static Vec3 DiffHalving(Vec3 x, Vec3 y, double k, out int shift)
        {
            Vec3 d = new Vec3(x.X - k * y.X, x.Y - k * y.Y, x.Z - k * y.Z);
            shift = 0;
            if (IsFinite(d.X) && IsFinite(d.Y) && IsFinite(d.Z)) return d;
            shift = 1;
            return new Vec3(0.5 * x.X - 0.5 * k * y.X, 0.5 * x.Y - 0.5 * k * y.Y, 0.5 * x.Z - 0.5 * k * y.Z);
        }

        /// <summary>
        /// v/|v|, scaled by its largest entry first (w = v/max), then w·(1/|w|); false (and zero)
        /// for a zero or non-finite v. NormalizeDiv divides by |w| instead: the library uses one
        /// or the other in different places, and the port keeps each, bit for bit.
        /// </summary>
        static bool Normalize(ref Vec3 v)
        {
            double m = MaxAbs(v);
            if (!(m > 0) || !IsFinite(m))
            {
                v = new Vec3(0, 0, 0);
                return false;
            }
            double x = v.X / m, y = v.Y / m, z = v.Z / m;
            double k = 1 / Math.Sqrt(x * x + y * y + z * z);
            v = new Vec3(x * k, y * k, z * k);
            return true;
        }

        static bool NormalizeDiv(ref Vec3 v)
        {
            double m = MaxAbs(v);
            if (!(m > 0) || !IsFinite(m)) return false;
            double x = v.X / m, y = v.Y / m, z = v.Z / m;
            double n = Math.Sqrt(x * x + y * y + z * z);
            v = new Vec3(x / n, y / n, z / n);
            return true;
        }

        // ================================================================================
        // Quadratic a·t² + b·t + c
        // ================================================================================

        const double QuadSafeHi = 2.9090716067924568e+135; // 2⁴⁵⁰
        const double QuadSafeLo = 3.4376101048598468e-136; // 2⁻⁴⁵⁰

        static bool QuadSafe(double x)
        {
            double ax = Math.Abs(x);
            return ax == 0 || (ax <= QuadSafeHi && ax >= QuadSafeLo);
        }

        /// <summary>
        /// Real roots of a·t² + b·t + c ascending into r0, r1, a double root twice; returns how many
        /// (0, 1 or 2). Exact discriminant sign, no cancellation, no overflow; a = 0 gives −c/b,
        /// a = b = 0 none, c = 0 the root 0. Roots beyond the double range are dropped.
        /// </summary>
        internal static int SolveQuadratic(double a, double b, double c, out double r0, out double r1)
        {
            r0 = r1 = 0;
            if (!(IsFinite(a) && IsFinite(b) && IsFinite(c))) return 0;
            if (a == 0)
            {
                if (b == 0) return 0;
                double r = -c / b + 0;
                if (!IsFinite(r)) return 0;
                r0 = r;
                return 1;
            }
            if (c == 0)
            {
                double r = -b / a + 0;
                if (!IsFinite(r)) return 1; // r0 = 0
                r0 = Math.Min(r, 0);
                r1 = Math.Max(r, 0);
                return 2;
            }
            if (QuadSafe(a) && QuadSafe(b) && QuadSafe(c)) return SolveScaledQuadratic(a, b, c, 0, out r0, out r1);
            int ea = ExponentOf(a), ec = ExponentOf(c);
            if (b != 0 && 2 * ExponentOf(b) - (ea + ec) > 62)
            {
                // b² exceeds 4ac by more than 2⁶⁰: the roots are −b/a and −c/b, each correctly rounded.
                double x1 = -b / a + 0, x2 = -c / b + 0;
                return WriteScaledPair(Math.Min(x1, x2), Math.Max(x1, x2), 0, out r0, out r1);
            }
            // t = 2ᵐτ balances the τ² and τ⁰ terms; then divide everything by 2^ec.
            int m = (ec - ea) >> 1; // floor((ec − ea)/2)
            return SolveScaledQuadratic(ScaleByPow2(a, 2 * m - ec), ScaleByPow2(b, m - ec), ScaleByPow2(c, -ec), m,
                out r0, out r1);
        }

        /// <summary>A·τ² + B·τ + C with A, C ≠ 0 and all near 1; writes t = 2ᵐτ.</summary>
        static int SolveScaledQuadratic(double A, double B, double C, int m, out double r0, out double r1)
        {
            r0 = r1 = 0;
            double half = 0.5 * B;
            // Δ/4 = (B/2)² − A·C; when the products nearly cancel, add back their exact errors (Kahan).
            double d1 = half * half, d2 = A * C;
            double disc = d1 - d2;
            if (!(3 * Math.Abs(disc) >= Math.Abs(d1) + Math.Abs(d2)))
                disc = disc + (TwoProductError(half, half, d1) - TwoProductError(A, C, d2));
            if (disc < 0) return 0;
            if (disc == 0) return WriteScaledPair(-half / A, -half / A, m, out r0, out r1);
            double q = -(half + (half >= 0 ? Math.Sqrt(disc) : -Math.Sqrt(disc)));
            double x0 = PolishQuadraticRoot(A, B, C, q / A);
            double x1 = PolishQuadraticRoot(A, B, C, C / q);
            return WriteScaledPair(Math.Min(x0, x1), Math.Max(x0, x1), m, out r0, out r1);
        }

        /// <summary>
        /// One Newton step on the compensated residual, kept when it is a small correction.
        /// </summary>
        static double PolishQuadraticRoot(double A, double B, double C, double r)
        {
            double p1 = A * r, e1 = TwoProductError(A, r, p1);
            double s1 = p1 + B, f1 = TwoSumError(p1, B, s1);
            double p2 = s1 * r, e2 = TwoProductError(s1, r, p2);
            double s2 = p2 + C, f2 = TwoSumError(p2, C, s2);
            double value = s2 + ((e1 + f1) * r + (e2 + f2));
            double slope = 2 * A * r + B;
            double step = slope == 0 ? 0 : value / slope;
            return Math.Abs(step) <= Math.Abs(r) * 9.5e-7 ? r - step : r;
        }

        static int WriteScaledPair(double x0, double x1, int m, out double r0, out double r1)
        {
            double t0 = ScaleByPow2(x0, m) + 0, t1 = ScaleByPow2(x1, m) + 0;
            r0 = r1 = 0;
            int n = 0;
            if (IsFinite(t0)) { r0 = t0; n++; }
            if (IsFinite(t1))
            {
                if (n == 0) r0 = t1; else r1 = t1;
                n++;
            }
            return n;
        }

        // ================================================================================
        // Constant velocity: the scaled quadratic (|V|² − s²)τ² + 2(R·V)τ + |R|²
        // ================================================================================

        /// <summary>The world frame of a shot, for positions in the caller's units.</summary>
        struct World
        {
            public Vec3 S, T, Vt, A, Uk, g; // Uk = inherit·shooterVelocity
            public double s;
        }

        /// <summary>R = T − S and V scaled by 2^−er and 2^−ev (lengths, speeds), and a, b, c.</summary>
        struct Linear
        {
            public Vec3 R, V;
            public double s, a, b, c, rv, vv;
            public int er, ev;
        }

        const double LinSafeHi = 1.8092513943330656e+75; // 2²⁵⁰
        const double LinSafeLo = 5.527147875260445e-76; // 2⁻²⁵⁰

        static bool NeedsScale(double m) { return m != 0 && (m > LinSafeHi || m < LinSafeLo); }

        /// <summary>
        /// |V|² − s² to about 1 ulp even when |V| ≈ s (Ogita–Rump–Oishi Sum2 over exact squares).
        /// </summary>
        static double SpeedGap(Vec3 V, double s)
        {
            double sum = 0, err = 0;
            AddSquare(V.X, ref sum, ref err);
            AddSquare(V.Y, ref sum, ref err);
            AddSquare(V.Z, ref sum, ref err);
            double p = -(s * s), t = sum + p;
            err += TwoSumError(sum, p, t) - TwoSquareError(s, -p);
            return t + err;
        }

        static void AddSquare(double v, ref double sum, ref double err)
        {
            double p = v * v, t = sum + p;
            err += TwoSquareError(v, p) + TwoSumError(sum, p, t);
            sum = t;
        }

        static Linear PrepareLinear(Vec3 S, Vec3 T, Vec3 V, double s)
        {
            Linear L = new Linear();
            int shift = 0;
            L.R = T - S;
            if (!(IsFinite(L.R.X) && IsFinite(L.R.Y) && IsFinite(L.R.Z)))
            {
                shift = 1;
                L.R = 0.5 * T - 0.5 * S;
            }
            double rmax = MaxAbs(L.R), vmax = Math.Max(s, MaxAbs(V));
            L.V = V;
            L.s = s;
            if (shift != 0 || NeedsScale(rmax))
            {
                int e = ExponentOf(rmax);
                L.R = ScaleVec(L.R, -e);
                L.er = e + shift;
            }
            if (NeedsScale(vmax))
            {
                L.ev = ExponentOf(vmax);
                L.V = ScaleVec(V, -L.ev);
                L.s = ScaleByPow2(s, -L.ev);
            }
            L.rv = Vec3.Dot(L.R, L.V);
            L.vv = Vec3.Dot(L.V, L.V);
            L.a = SpeedGap(L.V, L.s);
            L.b = 2 * L.rv;
            L.c = Vec3.Dot(L.R, L.R);
            return L;
        }

        const double AimLo = 1.0345970153052355e-289; // 2⁻⁹⁶⁰
        const double AimHi = 9.6655614024880048e+288; // 2⁹⁶⁰

        /// <summary>The unit vector along W = R + V·τ; V's direction, then x, when W = 0.</summary>
        static Vec3 LinearAim(ref Linear L, double tau)
        {
            Vec3 w = new Vec3(L.R.X + L.V.X * tau, L.R.Y + L.V.Y * tau, L.R.Z + L.V.Z * tau);
            double ww = Vec3.Dot(w, w);
            if (ww >= AimLo && ww <= AimHi) return w * (1 / Math.Sqrt(ww));
            if (NormalizeDiv(ref w)) return w;
            Vec3 v = L.V;
            if (NormalizeDiv(ref v)) return v;
            return new Vec3(1, 0, 0);
        }

        /// <summary>The earliest root τ ≥ 0 of the scaled quadratic (0 when R = 0), or −1 if none.</summary>
        static double FirstScaledTime(ref Linear L)
        {
            if (L.c == 0) return 0;
            double r0, r1;
            int n = SolveQuadratic(L.a, L.b, L.c, out r0, out r1);
            if (n > 0 && r0 >= 0) return r0;
            if (n > 1 && r1 >= 0) return r1;
            return -1;
        }

        /// <summary>The least normal double, 2⁻¹⁰²².</summary>
        const double MinNormal = 2.2250738585072014E-308;

        static bool FirstLinear(ref Linear L, double maxTime, out double time, out Vec3 aim)
        {
            time = 0;
            aim = new Vec3(0, 0, 0);
            double tau = FirstScaledTime(ref L);
            if (tau < 0) return false;
            double t = ScaleByPow2(tau, L.er - L.ev);
            if (!(t <= maxTime)) return false;
            // A time that rounds to 0 or to a subnormal (a subnormal distance) may still be later than maxTime:
            // compared in the scaled units, as SolveLinear compares it.
            if (t < MinNormal &&
                !(tau <= Math.Min(ScaleByPow2(maxTime, L.ev - L.er), ScaleByPow2(double.MaxValue, L.ev - L.er))))
                return false;
            time = t;
            aim = LinearAim(ref L, tau);
            return true;
        }

        /// <summary>
        /// Every hit time in [0, maxTime] of the loaded problem, or a reasoned no-hit with the best miss.
        /// </summary>
        static InterceptResult SolveLinear(ref Linear L, ref World w, double maxTime)
        {
            double tauMax = Math.Min(ScaleByPow2(maxTime, L.ev - L.er), ScaleByPow2(double.MaxValue, L.ev - L.er));
            InterceptResult res = new InterceptResult();
            int nTau = 0;
            double tau0 = 0, tau1 = 0;
            if (L.c == 0) nTau = 1;
            else
            {
                double r0, r1;
                int n = SolveQuadratic(L.a, L.b, L.c, out r0, out r1);
                for (int i = 0; i < n; i++)
                {
                    double r = i == 0 ? r0 : r1;
                    if (r < 0 || (nTau == 1 && tau0 == r)) continue;
                    if (nTau == 0) tau0 = r; else tau1 = r;
                    nTau++;
                }
            }
            double firstTau = -1;
            for (int i = 0; i < nTau; i++)
            {
                double tau = i == 0 ? tau0 : tau1;
                double t = ScaleByPow2(tau, L.er - L.ev);
                if (IsFinite(t) && tau <= tauMax && t <= maxTime)
                {
                    if (firstTau < 0) firstTau = tau;
                    res.AddTime(t);
                }
            }
            if (res.TimeCount > 0)
            {
                HitRecord(ref res, ref w, LinearAim(ref L, firstTau));
                return res;
            }
            if (nTau > 0) res.Reason = NoHitReason.BeyondMaxTime;
            else if (L.s == 0) res.Reason = NoHitReason.CannotMove;
            else if (L.rv > 0) res.Reason = NoHitReason.Receding;
            else if (L.rv == 0) res.Reason = NoHitReason.Crossing;
            else res.Reason = NoHitReason.TargetTooFast;
            double tc = ClosestLinearTime(ref L, tauMax);
            Vec3 aim = LinearAim(ref L, tc);
            MissRecord(ref res, ref w, aim, ScaleByPow2(tc, L.er - L.ev), ScaleByPow2(LinearMiss(ref L, tc), L.er));
            return res;
        }

        /// <summary>h(τ) = |R + Vτ| − sτ, without overflow.</summary>
        static double LinearMiss(ref Linear L, double tau)
        {
            Vec3 w = new Vec3(L.R.X + L.V.X * tau, L.R.Y + L.V.Y * tau, L.R.Z + L.V.Z * tau);
            return Hypot(w.X, w.Y, w.Z) - L.s * tau;
        }

        /// <summary>
        /// The τ in [0, τmax] minimising the convex h(τ) = |R + Vτ| − sτ: the stationary point
        /// (−R·V + s·|R×V|/√(|V|² − s²))/|V|² when |V| &gt; s, clamped; τmax when |V| &lt; s; at equal
        /// speeds (not approaching) the time where the miss is within 1% of |R| of its limit.
        /// </summary>
        static double ClosestLinearTime(ref Linear L, double tauMax)
        {
            double s = L.s, t;
            Vec3 R = L.R, V = L.V;
            double cross = HypotKahan(R.Y * V.Z - R.Z * V.Y, R.Z * V.X - R.X * V.Z, R.X * V.Y - R.Y * V.X);
            if (s == 0) t = L.vv > 0 ? Math.Max(0, -L.rv / L.vv) : 0;
            else if (L.a > 0) t = Math.Max(0, (-L.rv + (s * cross) / Math.Sqrt(L.a)) / L.vv);
            else if (L.a < 0 || L.rv < 0) t = double.PositiveInfinity;
            else
            {
                double perp = cross / s, r = Math.Sqrt(L.c);
                t = r > 0 ? (50 * perp * perp) / (r * s) : 0;
            }
            return Math.Min(t, tauMax);
        }

        /// <summary>base + v·t + a·t²/2 per component, never NaN for finite inputs.</summary>
        static double Displaced(double b, double v, double a, double t)
        {
            double x = v == 0 ? 0 : v * t;
            double y = a == 0 ? 0 : 0.5 * a * t * t;
            double d = x + y;
            return b + (double.IsNaN(d) ? y : d);
        }

        static Vec3 Displaced(Vec3 b, Vec3 v, Vec3 a, double t)
        {
            return new Vec3(Displaced(b.X, v.X, a.X, t), Displaced(b.Y, v.Y, a.Y, t), Displaced(b.Z, v.Z, a.Z, t));
        }

        static void HitRecord(ref InterceptResult res, ref World w, Vec3 aim)
        {
            res.Hit = true;
            res.Reason = NoHitReason.None;
            res.Time = res.GetTime(0);
            res.Aim = aim;
            res.LaunchVelocity = aim * w.s;
            res.ProjectileVelocity = res.LaunchVelocity + w.Uk;
            res.Impact = Displaced(w.T, w.Vt, w.A, res.Time);
        }

        static void MissRecord(ref InterceptResult res, ref World w, Vec3 aim, double time, double distance)
        {
            res.Closest.Time = time;
            res.Closest.Aim = aim;
            res.Closest.Distance = distance;
            res.Closest.Point = Displaced(w.T, w.Vt, w.A, time);
            Vec3 v = new Vec3(aim.X * w.s + w.Uk.X, aim.Y * w.s + w.Uk.Y, aim.Z * w.s + w.Uk.Z);
            res.Closest.ProjectilePoint = Displaced(w.S, v, w.g, time);
        }

        // ================================================================================
        // Ballistic arcs to a standing target
        // ================================================================================

        /// <summary>The ballistic problem scaled: R·2^−er, times t = 2^m·τ, g in those units.</summary>
        struct Ballistic
        {
            public Vec3 R, g, up;
            public double s, ss, gg, rg, rr;
            public int m, er;
        }

        static bool BalSafe(double x) { return x == 0 || (x <= LinSafeHi && x >= LinSafeLo); }

        static Ballistic PrepareBallistic(Vec3 S, Vec3 T, double s, Vec3 g)
        {
            Ballistic B = new Ballistic();
            int shift = 0;
            B.R = T - S;
            if (!(IsFinite(B.R.X) && IsFinite(B.R.Y) && IsFinite(B.R.Z)))
            {
                shift = 1;
                B.R = 0.5 * T - 0.5 * S;
            }
            double rmax = MaxAbs(B.R), gmax = MaxAbs(g);
            int er = 0, m = 0;
            B.g = g;
            if (!(shift == 0 && BalSafe(rmax) && BalSafe(s) && BalSafe(gmax)))
            {
                int e = rmax > 0 ? ExponentOf(rmax) : 0;
                int es = s > 0 ? ExponentOf(s) : 0;
                int eg = gmax > 0 ? ExponentOf(gmax) : 0;
                er = e + shift;
                if (s > 0 && gmax > 0) m = Math.Min(er - es, (er - eg) >> 1);
                else if (s > 0) m = er - es;
                else if (gmax > 0) m = (er - eg) >> 1;
                B.R = ScaleVec(B.R, -e);
                B.g = ScaleVec(g, 2 * m - er);
            }
            B.ss = m == er ? s : ScaleByPow2(s, m - er);
            B.gg = Vec3.Dot(B.g, B.g);
            B.rg = Vec3.Dot(B.R, B.g);
            B.rr = Vec3.Dot(B.R, B.R);
            B.up = new Vec3(0 - g.X, 0 - g.Y, 0 - g.Z);
            if (!(gmax > 0) || !Normalize(ref B.up)) B.up = new Vec3(0, 1, 0);
            B.s = s;
            B.m = m;
            B.er = er;
            return B;
        }

        /// <summary>Elevation of v above the plane perpendicular to the unit vector up.</summary>
        static double ElevationOf(Vec3 v, Vec3 up)
        {
            double vu = Vec3.Dot(v, up);
            Vec3 h = new Vec3(v.X - vu * up.X, v.Y - vu * up.Y, v.Z - vu * up.Z);
            return Math.Atan2(vu, Math.Sqrt(Vec3.Dot(h, h)));
        }

        /// <summary>
        /// The arc of scaled flight time τ (τ = 0: straight up): v = R/τ − gτ/2, normalised.
        /// </summary>
        static Arc ArcOf(ref Ballistic B, double tau)
        {
            Vec3 d = new Vec3(0, 0, 0);
            if (tau > 0) d = new Vec3(B.R.X / tau - 0.5 * B.g.X * tau, B.R.Y / tau - 0.5 * B.g.Y * tau,
                B.R.Z / tau - 0.5 * B.g.Z * tau);
            if (!(tau > 0) || !Normalize(ref d)) d = B.up;
            Arc arc = new Arc();
            arc.Time = B.m == 0 ? tau : ScaleByPow2(tau, B.m);
            arc.Aim = d;
            arc.LaunchVelocity = d * B.s;
            arc.Elevation = ElevationOf(d, B.up);
            return arc;
        }

        static BallisticResult SolveBallistic(Vec3 shooter, Vec3 target, double speed, Vec3 gravity)
        {
            Ballistic B = PrepareBallistic(shooter, target, speed, gravity);
            BallisticResult res = new BallisticResult();
            double theta = B.rr > 0 ? ElevationOf(B.R, B.up) : 0;
            double gAbs = Math.Sqrt(B.gg);
            double maxRangeScaled = gAbs > 0 ? (B.ss * B.ss) / (gAbs * (1 + Math.Sin(theta)))
                : double.PositiveInfinity;
            res.MaxRange = ScaleByPow2(maxRangeScaled, B.er);
            if (B.rr == 0)
            {
                res.Count = 1;
                res.Low = res.High = ArcOf(ref B, 0);
                return res;
            }
            // u = τ²: (|g|²/4)u² − (R·g + s²)u + |R|² = 0; each positive root is one arc.
            double u0, u1;
            int n = SolveQuadratic(B.gg / 4, -(B.rg + B.ss * B.ss), B.rr, out u0, out u1);
            int k = 0;
            double tau0 = 0, tau1 = 0;
            for (int i = 0; i < n; i++)
            {
                double u = i == 0 ? u0 : u1;
                if (!(u > 0)) continue;
                double tau = Math.Sqrt(u);
                // An arc whose time overflows the double range (a speed such as 5e-324) never arrives.
                if (double.IsInfinity(B.m == 0 ? tau : ScaleByPow2(tau, B.m))) continue;
                if (k == 1 && tau0 == tau) continue;
                if (k == 0) tau0 = tau; else tau1 = tau;
                k++;
            }
            if (k > 0)
            {
                res.Count = k;
                res.Low = ArcOf(ref B, tau0);
                res.High = k > 1 ? ArcOf(ref B, tau1) : res.Low;
                return res;
            }
            // Out of reach: fire at 45° + θ/2 in the vertical plane through the target.
            double alpha = Math.PI / 4 + theta / 2;
            double ru = Vec3.Dot(B.R, B.up);
            Vec3 flat = new Vec3(B.R.X - ru * B.up.X, B.R.Y - ru * B.up.Y, B.R.Z - ru * B.up.Z);
            if (!Normalize(ref flat)) flat = new Vec3(1, 0, 0);
            double ca = Math.Cos(alpha), sa = Math.Sin(alpha);
            flat = new Vec3(ca * flat.X + sa * B.up.X, ca * flat.Y + sa * B.up.Y, ca * flat.Z + sa * B.up.Z);
            Normalize(ref flat);
            // It crosses the line of sight at t = 2s·sin(α − θ)/(g·cos θ).
            double tauCross = gAbs > 0 && B.ss > 0
                ? (2 * B.ss * Math.Sin(alpha - theta)) / (gAbs * Math.Cos(theta)) : 0;
            double reach = IsFinite(maxRangeScaled) ? maxRangeScaled : 0;
            res.Reason = speed == 0 ? NoHitReason.CannotMove : NoHitReason.OutOfRange;
            res.BestReach.Time = ScaleByPow2(IsFinite(tauCross) ? tauCross : 0, B.m);
            res.BestReach.Aim = flat;
            res.BestReach.LaunchVelocity = flat * speed;
            res.BestReach.Elevation = alpha;
            res.Miss = ScaleByPow2(Math.Max(0, Math.Sqrt(B.rr) - reach), B.er);
            return res;
        }

        // ================================================================================
        // The general problem: the scaled quartic f(τ) = |W(τ)|² − s²τ²
        // ================================================================================

        /// <summary>R, V, G scaled so that |R|, |V|·τ, |G|·τ² are near 1, with t = 2^m·τ.</summary>
        struct Quartic
        {
            public Vec3 R, V, G;
            public double s;
            public int er, m, gap;
        }

        /// <summary>
        /// Split the solve when the two time scales are more than this many binary orders apart.
        /// </summary>
        const int FarGap = 100;

        static Quartic PrepareQuartic(Vec3 S, Vec3 T, Vec3 Uv, double inherit, Vec3 Vt, Vec3 A, Vec3 g, double speed)
        {
            Quartic Q = new Quartic();
            Q.R = T - S;
            Q.V = new Vec3(Vt.X - inherit * Uv.X, Vt.Y - inherit * Uv.Y, Vt.Z - inherit * Uv.Z);
            Q.G = A - g;
            double r = MaxAbs(Q.R), v = MaxAbs(Q.V), gm = MaxAbs(Q.G);
            int sr = 0, sv = 0, sg = 0;
            if (!(r + v + gm < double.PositiveInfinity))
            {
                // A difference overflowed: work with halves (rare).
                Q.R = DiffHalving(T, S, 1, out sr);
                Q.V = DiffHalving(Vt, Uv, inherit, out sv);
                Q.G = DiffHalving(A, g, 1, out sg);
                r = MaxAbs(Q.R);
                v = MaxAbs(Q.V);
                gm = MaxAbs(Q.G);
            }
            v = Math.Max(v, sv != 0 ? 0.5 * speed : speed);
            int er = r > 0 ? ExponentOf(r) : 0;
            int ev = v > 0 ? ExponentOf(v) + sv : 0;
            int eg = gm > 0 ? ExponentOf(gm) + sg : 0;
            int erTrue = er + sr, m = 0;
            if (v > 0 && gm > 0) m = Math.Min(erTrue - ev, (erTrue - eg) >> 1);
            else if (v > 0) m = erTrue - ev;
            else if (gm > 0) m = (erTrue - eg) >> 1;
            Q.er = erTrue;
            Q.m = m;
            Q.gap = v > 0 && gm > 0 ? Math.Max(0, ((erTrue - eg) >> 1) - (erTrue - ev)) : 0;
            Q.R = ScaleVec(Q.R, -er);
            Q.V = ScaleVec(Q.V, m - erTrue + sv);
            Q.G = ScaleVec(Q.G, 2 * m - erTrue + sg);
            Q.s = ScaleByPow2(speed, m - erTrue);
            return Q;
        }

        /// <summary>
        /// f(τ) = |W(τ)|² − s²τ², highest degree first; the τ² term in twice the working precision.
        /// </summary>
        static void FormQuartic(ref Quartic Q, double[] c)
        {
            Vec3 R = Q.R, V = Q.V, G = Q.G;
            double sum = 0, err = 0;
            AddProduct(V.X, V.X, ref sum, ref err);
            AddProduct(R.X, G.X, ref sum, ref err);
            AddProduct(V.Y, V.Y, ref sum, ref err);
            AddProduct(R.Y, G.Y, ref sum, ref err);
            AddProduct(V.Z, V.Z, ref sum, ref err);
            AddProduct(R.Z, G.Z, ref sum, ref err);
            AddProduct(Q.s, -Q.s, ref sum, ref err);
            c[0] = Vec3.Dot(G, G) / 4;
            c[1] = Vec3.Dot(V, G);
            c[2] = sum + err; // V·V + R·G − s², compensated (Ogita–Rump–Oishi Dot2)
            c[3] = 2 * Vec3.Dot(R, V);
            c[4] = Vec3.Dot(R, R);
        }

        static void AddProduct(double a, double b, ref double sum, ref double err)
        {
            double p = a * b, t = sum + p;
            err += TwoProductError(a, b, p) + TwoSumError(sum, p, t);
            sum = t;
        }

        /// <summary>W(τ) = R + Vτ + Gτ²/2, never NaN.</summary>
        static Vec3 WAt(ref Quartic Q, double tau)
        {
            return new Vec3(WComponent(Q.R.X, Q.V.X, Q.G.X, tau), WComponent(Q.R.Y, Q.V.Y, Q.G.Y, tau),
                WComponent(Q.R.Z, Q.V.Z, Q.G.Z, tau));
        }

        static double WComponent(double r, double v, double g, double tau)
        {
            double a = v == 0 ? 0 : v * tau;
            double b = g == 0 ? 0 : 0.5 * g * tau * tau;
            double d = a + b;
            return r + (double.IsNaN(d) ? b : d);
        }

        /// <summary>The unit vector along W(τ); V's direction, then G's, then x, when W = 0.</summary>
        static Vec3 QuarticAim(ref Quartic Q, double tau)
        {
            Vec3 w = WAt(ref Q, tau);
            if (NormalizeDiv(ref w)) return w;
            w = Q.V;
            if (NormalizeDiv(ref w)) return w;
            w = Q.G;
            if (NormalizeDiv(ref w)) return w;
            return new Vec3(1, 0, 0);
        }

        /// <summary>h(τ) = |W(τ)| − sτ.</summary>
        static double QuarticMiss(ref Quartic Q, double tau)
        {
            Vec3 w = WAt(ref Q, tau);
            double m = MaxAbs(w);
            if (!IsFinite(m)) return double.PositiveInfinity;
            return Hypot(w.X, w.Y, w.Z) - Q.s * tau;
        }

        /// <summary>Intercept and TryIntercept (full: every hit time, and the best miss).</summary>
        static InterceptResult SolveGeneral(InterceptOptions o, bool full)
        {
            Workspace ws = Workspace.Get();
            World w = new World
            {
                S = o.Shooter,
                T = o.Target,
                Vt = o.TargetVelocity,
                A = o.TargetAcceleration,
                Uk = o.Inherit == 0 ? new Vec3(0, 0, 0) : o.ShooterVelocity * o.Inherit,
                g = o.Gravity,
                s = o.Speed,
            };
            Vec3 A = o.TargetAcceleration, g = o.Gravity;
            // Target and projectile accelerate alike (no gravity, no acceleration): the quadratic,
            // decided before the quartic is built. Otherwise G may still scale to zero below.
            bool alike = A.X == g.X && A.Y == g.Y && A.Z == g.Z;
            Quartic Q = alike ? new Quartic() : PrepareQuartic(o.Shooter, o.Target, o.ShooterVelocity, o.Inherit,
                o.TargetVelocity, A, g, o.Speed);
            if (alike || Q.G.IsZero)
            {
                // G = 0 (no acceleration, or target and projectile falling alike): the quadratic.
                int shift;
                Vec3 rel = DiffHalving(o.TargetVelocity, o.ShooterVelocity, o.Inherit, out shift);
                Linear L = PrepareLinear(o.Shooter, o.Target, rel, shift != 0 ? 0.5 * o.Speed : o.Speed);
                L.ev += shift; // V and s were halved: times double
                if (full) return SolveLinear(ref L, ref w, o.MaxTime);
                InterceptResult fast = new InterceptResult();
                fast.Hit = FirstLinear(ref L, o.MaxTime, out fast.Time, out fast.Aim);
                return fast;
            }
            double[] c = ws.Quartic;
            double tauMax = Math.Min(ScaleByPow2(o.MaxTime, -Q.m), ScaleByPow2(double.MaxValue, -Q.m));
            FormQuartic(ref Q, c);
            // Two time scales too far apart for one quartic: the near roots from this scaling, up to
            // τ = 2^gap, the far ones from the problem without R, where R is negligible.
            double split = Q.gap > FarGap ? ScaleByPow2(1, Q.m + Q.gap) : double.PositiveInfinity;
            double tauTop = Math.Min(tauMax, ScaleByPow2(split, -Q.m));
            InterceptResult res = new InterceptResult();
            double firstTau = -1;
            if (c[4] == 0)
            {
                firstTau = 0;
                res.AddTime(0);
            }
            if (full || firstTau < 0)
            {
                int n = ws.SolveIn(c, 4, 0, tauTop, !full);
                for (int i = 0; i < n; i++)
                {
                    double tau = ws.Roots[i];
                    if (!(tau > 0)) continue;
                    double t = ScaleByPow2(tau, Q.m);
                    if (IsFinite(t) && t <= o.MaxTime && t < split)
                    {
                        if (firstTau < 0) firstTau = tau;
                        res.AddTime(t);
                    }
                }
            }
            Vec3 aim = res.TimeCount > 0 ? QuarticAim(ref Q, firstTau) : new Vec3(0, 0, 0);
            bool laterFar = false;
            if (split < double.PositiveInfinity && (full || res.TimeCount == 0))
            {
                // The far roots: the same problem with the target on the shooter.
                int near = res.TimeCount;
                Quartic F = PrepareQuartic(o.Shooter, o.Shooter, o.ShooterVelocity, o.Inherit, o.TargetVelocity,
                    o.TargetAcceleration, o.Gravity, o.Speed);
                FormQuartic(ref F, c);
                double lo = ScaleByPow2(split, -F.m);
                double hi = Math.Min(ScaleByPow2(o.MaxTime, -F.m), ScaleByPow2(double.MaxValue, -F.m));
                int n = ws.SolveIn(c, 4, lo, hi, !full);
                for (int i = 0; i < n; i++)
                {
                    double t = ScaleByPow2(ws.Roots[i], F.m);
                    if (IsFinite(t) && t >= split && t <= o.MaxTime) res.AddTime(t);
                }
                if (full) laterFar = n == 0 && ws.SolveIn(c, 4, hi, double.PositiveInfinity, true) > 0;
                if (near == 0 && res.TimeCount > 0) aim = QuarticAim(ref F, ScaleByPow2(res.GetTime(0), -F.m));
                FormQuartic(ref Q, c); // back to the whole problem: the best miss reads it
            }
            if (res.TimeCount > 0)
            {
                HitRecord(ref res, ref w, aim);
                return res;
            }
            if (!full) return res;
            // No hit in time: is there one later at all?
            bool later = laterFar || ws.SolveIn(c, 4, tauMax,
                split < double.PositiveInfinity ? ScaleByPow2(split, -Q.m) : double.PositiveInfinity, true) > 0;
            res.Reason = later ? NoHitReason.BeyondMaxTime
                : Q.s == 0 ? NoHitReason.CannotMove : NoHitReason.OutOfRange;
            double tc = ClosestQuarticTime(ref Q, c, ws, tauMax);
            MissRecord(ref res, ref w, QuarticAim(ref Q, tc), ScaleByPow2(tc, Q.m),
                ScaleByPow2(QuarticMiss(ref Q, tc), Q.er));
            return res;
        }

        /// <summary>
        /// The τ in [0, τmax] minimising h(τ) = |W(τ)| − sτ: its interior minima satisfy
        /// (W·W′)² = s²|W|² with W·W′ ≥ 0, the sextic P′²/4 − s²P with P = |W|² = f + s²τ².
        /// Candidates: 0, τmax and the admissible roots; the smallest miss wins, earliest on ties.
        /// </summary>
        static double ClosestQuarticTime(ref Quartic Q, double[] p, Workspace ws, double tauMax)
        {
            double s2 = Q.s * Q.s;
            double p4 = p[0], p3 = p[1], p2 = p[2] + s2, p1 = p[3], p0 = p[4];
            // P′/2 = a τ³ + b τ² + c τ + d
            double a = 2 * p4, b = 1.5 * p3, c = p2, d = 0.5 * p1;
            double[] x = ws.Sextic;
            x[0] = a * a;
            x[1] = 2 * a * b;
            x[2] = 2 * a * c + b * b - s2 * p4;
            x[3] = 2 * a * d + 2 * b * c - s2 * p3;
            x[4] = 2 * b * d + c * c - s2 * p2;
            x[5] = 2 * c * d - s2 * p1;
            x[6] = d * d - s2 * p0;
            double best = 0, bestValue = QuarticMiss(ref Q, 0);
            if (IsFinite(tauMax))
            {
                double value = QuarticMiss(ref Q, tauMax);
                if (value < bestValue)
                {
                    best = tauMax;
                    bestValue = value;
                }
            }
            int n = ws.SolveIn(x, 6, 0, tauMax, false);
            for (int i = 0; i < n; i++)
            {
                double tau = ws.Roots[i];
                if (tau > 0 && tau < tauMax && ((a * tau + b) * tau + c) * tau + d >= 0)
                {
                    double value = QuarticMiss(ref Q, tau);
                    if (value < bestValue || (value == bestValue && tau < best))
                    {
                        best = tau;
                        bestValue = value;
                    }
                }
            }
            return best;
        }

        // ================================================================================
        // Real roots of a polynomial (degree ≤ 6) in [t0, t1] by derivative-interval isolation
        // ================================================================================

        const int MaxDegree = 6;
        const double PolySafeHi = 2.037035976334486e+90; // 2³⁰⁰
        const double PolySafeLo = 4.909093465297727e-91; // 2⁻³⁰⁰

        // How accurate a root of a level is: polished to ~1 ulp, or still rough (a critical point
        // only brackets; it is polished on demand when a sign at it is unclear).
        const int Accurate = 0, RoughLoNeg = 1, RoughLoPos = 2, RoughQuad = 3;

        /// <summary>
        /// The root finder's arrays, one set per thread. Level j holds the j-th derivative
        /// (highest degree first) and its roots: the roots of level j + 1 cut level j's interval
        /// into pieces on which it is monotone; a piece whose ends differ in sign holds one root.
        /// </summary>
        sealed class Workspace
        {
            [ThreadStatic] static Workspace current;

            internal static Workspace Get() { return current ?? (current = new Workspace()); }

            internal readonly double[] Quartic = new double[5];
            internal readonly double[] Sextic = new double[7];
            internal readonly double[] Roots = new double[MaxDegree];
            readonly double[][] levels = new double[MaxDegree + 1][];
            readonly double[][] roots = new double[MaxDegree + 1][];
            readonly int[][] mults = new int[MaxDegree + 1][];
            readonly double[][] los = new double[MaxDegree + 1][];
            readonly double[][] his = new double[MaxDegree + 1][];
            readonly int[][] states = new int[MaxDegree + 1][];

            Workspace()
            {
                for (int j = 0; j <= MaxDegree; j++)
                {
                    levels[j] = new double[MaxDegree + 1];
                    roots[j] = new double[MaxDegree];
                    mults[j] = new int[MaxDegree];
                    los[j] = new double[MaxDegree];
                    his[j] = new double[MaxDegree];
                    states[j] = new int[MaxDegree];
                }
            }

            /// <summary>
            /// The distinct real roots of coeffs[0…n] in [t0, t1], ascending, into Roots; returns
            /// how many. firstOnly: stop after the smallest. Coefficients outside [2⁻³⁰⁰, 2³⁰⁰] are
            /// rescaled (t = 2ᵐτ and a common factor, exact); leading zeros drop the degree.
            /// </summary>
            internal int SolveIn(double[] coeffs, int n, double t0, double t1, bool firstOnly)
            {
                if (!(t0 <= t1)) return 0;
                double stopAt = firstOnly ? t0 : double.PositiveInfinity;
                int start = 0;
                while (start <= n && coeffs[start] == 0) start++;
                int deg = n - start;
                if (deg <= 0) return 0;
                double lo = double.PositiveInfinity, hi = 0;
                for (int i = start; i <= n; i++)
                {
                    double x = coeffs[i];
                    if (!IsFinite(x)) return 0;
                    double ax = Math.Abs(x);
                    if (ax != 0)
                    {
                        lo = Math.Min(lo, ax);
                        hi = Math.Max(hi, ax);
                    }
                }
                double[] c = levels[0];
                int m = 0;
                if (hi > PolySafeHi || lo < PolySafeLo)
                {
                    // Balance the leading and the last nonzero coefficient, then normalise.
                    int last = n;
                    while (coeffs[last] == 0) last--;
                    int span = last - start;
                    int e0 = ExponentOf(coeffs[start]), eLast = ExponentOf(coeffs[last]);
                    m = span > 0 ? (int)Math.Floor((double)(eLast - e0) / span + 0.5) : 0;
                    int emax = int.MinValue;
                    for (int i = 0; i <= deg; i++)
                    {
                        double x = coeffs[start + i];
                        if (x != 0) emax = Math.Max(emax, ExponentOf(x) + m * (deg - i));
                    }
                    for (int i = 0; i <= deg; i++) c[i] = ScaleByPow2(coeffs[start + i], m * (deg - i) - emax);
                }
                else
                {
                    for (int i = 0; i <= deg; i++) c[i] = coeffs[start + i];
                }
                // A strict bound on every root (Fujiwara, slightly widened), valid for every
                // derivative too (Gauss–Lucas); the search interval in τ = t/2ᵐ.
                double bound = FujiwaraBound(c, deg) * 1.0625 + 1e-300;
                double tauLo = Math.Max(-bound, ScaleByPow2(t0, -m));
                double tauHi = Math.Min(bound, ScaleByPow2(t1, -m));
                double tauStop = ScaleByPow2(stopAt, -m);
                if (!(tauLo <= tauHi)) return 0;
                int count = c[deg] == 0
                    ? SolveWithZeroTail(0, deg, tauLo, tauHi, bound)
                    : SolveLevel(0, deg, tauLo, tauHi, bound, tauStop);
                int w = 0;
                for (int i = 0; i < count; i++)
                {
                    double t = ScaleByPow2(roots[0][i], m) + 0;
                    if (!IsFinite(t) || t < t0 || t > t1) continue;
                    if (w > 0 && Roots[w - 1] == t) continue;
                    Roots[w++] = t;
                    if (t >= stopAt) break;
                }
                return w;
            }

            /// <summary>
            /// Fujiwara: every root z of Σ cᵢ tⁿ⁻ⁱ has |z| ≤ 2·max |cₖ/c₀|^(1/k) (the last halved).
            /// </summary>
            static double FujiwaraBound(double[] c, int n)
            {
                double lead = Math.Abs(c[0]), m = 0;
                for (int k = 1; k <= n; k++)
                {
                    double ratio = Math.Abs(c[k]) / lead;
                    if (k == n) ratio /= 2;
                    // Pow for the cube root: Math.Cbrt is missing from .NET Framework profiles (Unity's
                    // ".NET Framework" level); the bound is widened below, so its last bit is immaterial.
                    double r = k == 1 ? ratio : k == 2 ? Math.Sqrt(ratio)
                        : k == 4 ? Math.Sqrt(Math.Sqrt(ratio)) : Math.Pow(ratio, 1.0 / k);
                    m = Math.Max(m, r);
                }
                return 2 * m;
            }

            /// <summary>
            /// p(x) by Horner and its rounding-error bound γ₂ₙ₊₁·Σ|cᵢ||x|ⁱ. When Horner overflows,
            /// a finite value of the same sign from the reversed polynomial at 1/x (reversed true).
            /// </summary>
            static double Horner(double[] c, int n, double x, out double bound, out bool reversed)
            {
                double ax = Math.Abs(x), s = c[0], b = Math.Abs(c[0]);
                for (int i = 1; i <= n; i++)
                {
                    s = s * x + c[i];
                    b = b * ax + Math.Abs(c[i]);
                }
                double g = Gamma(2 * n + 1);
                if (IsFinite(s) && IsFinite(b))
                {
                    bound = g * b;
                    reversed = false;
                    return s;
                }
                double y = 1 / x, ay = Math.Abs(y), q = c[n];
                b = Math.Abs(c[n]);
                for (int i = n - 1; i >= 0; i--)
                {
                    q = q * y + c[i];
                    b = b * ay + Math.Abs(c[i]);
                }
                bound = g * b;
                reversed = true;
                return x < 0 && n % 2 == 1 ? -q : q;
            }

            /// <summary>
            /// p(x) and the Newton step p/p′ (through the reversed polynomial when Horner overflows).
            /// </summary>
            static double NewtonAt(double[] c, int n, double x, out double step)
            {
                double f = c[0], d = 0;
                for (int i = 1; i <= n; i++)
                {
                    d = d * x + f;
                    f = f * x + c[i];
                }
                if (IsFinite(f) && IsFinite(d))
                {
                    step = f / d;
                    return f;
                }
                double y = 1 / x, q = c[n], dq = 0;
                for (int i = n - 1; i >= 0; i--)
                {
                    dq = dq * y + q;
                    q = q * y + c[i];
                }
                step = (x * q) / (n * q - y * dq);
                return x < 0 && n % 2 == 1 ? -q : q;
            }

            /// <summary>
            /// Compensated Horner (Graillat–Langlois–Louvet): p(x) as if in twice the working
            /// precision, and a guaranteed bound on its error.
            /// </summary>
            static double Compensated(double[] c, int n, double x, out double bound)
            {
                double ax = Math.Abs(x), s = c[0], cc = 0, e = 0;
                for (int i = 1; i <= n; i++)
                {
                    double p = s * x, pi = TwoProductError(s, x, p);
                    double t = p + c[i], sigma = TwoSumError(p, c[i], t);
                    cc = cc * x + (pi + sigma);
                    e = e * ax + (Math.Abs(pi) + Math.Abs(sigma));
                    s = t;
                }
                double r = s + cc, ar = Math.Abs(r);
                bound = (U * ar + (Gamma(4 * n + 2) * e + 2 * U * U * ar)) * (1 + 4 * U);
                return r;
            }

            /// <summary>
            /// A point inside (lo, hi): the midpoint, or a geometric split when the ends differ by orders of
            /// magnitude.
            /// </summary>
            static double Split(double lo, double hi)
            {
                const double W = 65536;
                if (lo < 0 && hi > 0)
                {
                    if (hi > -W * lo || -lo > W * hi) return 0;
                }
                else if (lo == 0)
                {
                    if (hi > W) return hi / W;
                }
                else if (hi == 0)
                {
                    if (lo < -W) return lo / W;
                }
                else if (lo > 0 ? hi > W * lo : lo < W * hi)
                {
                    return (lo > 0 ? 1 : -1) * Math.Sqrt(Math.Abs(lo)) * Math.Sqrt(Math.Abs(hi));
                }
                return 0.5 * lo + 0.5 * hi;
            }

            /// <summary>
            /// The single root of monotone p in (lo, hi), p(lo) = fLo and p(hi) = fHi of opposite
            /// signs: safeguarded Newton from the secant point (Newton while its steps stay in the
            /// shrinking bracket and shrink fourfold, else a split), then, for final roots, the polish.
            /// </summary>
            static double Refine(double[] c, int n, double lo, double hi, double fLo, double fHi, bool final)
            {
                double lo0 = lo, hi0 = hi;
                bool sLo = fLo < 0;
                double x = lo - (fLo * (hi - lo)) / (fHi - fLo);
                if (!(x > lo && x < hi)) x = Split(lo, hi);
                double lastStep = double.PositiveInfinity;
                for (int iter = 0; iter < 400; iter++)
                {
                    double newtonStep;
                    double f = NewtonAt(c, n, x, out newtonStep);
                    if (f == 0) break;
                    if (f < 0 == sLo) lo = x; else hi = x;
                    double nx = x - newtonStep;
                    bool newtonOk = nx > lo && nx < hi;
                    if (Math.Abs(newtonStep) <= (final ? 1e-12 : 1e-10) * Math.Abs(x))
                    {
                        if (newtonOk) x = nx;
                        break;
                    }
                    double next = newtonOk && Math.Abs(newtonStep) <= 0.25 * lastStep ? nx : Split(lo, hi);
                    lastStep = Math.Abs(next - x);
                    x = next;
                    if (hi - lo <= 2.3e-16 * Math.Max(Math.Abs(lo), Math.Abs(hi)) || next == lo || next == hi) break;
                }
                return final ? Polish(c, n, x, lo0, hi0, sLo) : x;
            }

            /// <summary>
            /// Newton steps with the compensated residual within [lo, hi] (p(lo) &lt; 0 when
            /// loNegative) until the residual is within its error bound: about 1 ulp from the exact root.
            /// </summary>
            static double Polish(double[] c, int n, double x, double lo, double hi, bool loNegative)
            {
                for (int k = 0; k < 100; k++)
                {
                    double bound;
                    double f = Compensated(c, n, x, out bound);
                    if (!(Math.Abs(f) > bound)) break;
                    if (f < 0 == loNegative) lo = x; else hi = x;
                    double d = 0, s = c[0];
                    for (int i = 1; i <= n; i++)
                    {
                        d = d * x + s;
                        s = s * x + c[i];
                    }
                    double next = x - f / d;
                    if (!(next >= lo && next <= hi)) next = 0.5 * lo + 0.5 * hi;
                    if (next == x) break;
                    double step = Math.Abs(next - x);
                    x = next;
                    if (step <= 1.1e-16 * Math.Abs(x) || x == lo || x == hi) break;
                }
                return x;
            }

            /// <summary>Brings root i of level j (degree n) to full accuracy if it is still rough.</summary>
            void Sharpen(int j, int n, int i)
            {
                int state = states[j][i];
                if (state == Accurate) return;
                double[] c = levels[j];
                double[] r = roots[j];
                if (state == RoughQuad)
                {
                    double p0, p1;
                    int k = SolveQuadratic(c[0], c[1], c[2], out p0, out p1);
                    if (k > 0) r[i] = k == 2 && Math.Abs(p1 - r[i]) < Math.Abs(p0 - r[i]) ? p1 : p0;
                }
                else r[i] = Polish(c, n, r[i], los[j][i], his[j][i], state == RoughLoNeg);
                states[j][i] = Accurate;
            }

            /// <summary>
            /// Roots of a quadratic critical-point level by the plain q form (the exact solver where Δ may
            /// cancel).
            /// </summary>
            static int RoughQuadratic(double[] c, out double r0, out double r1)
            {
                double a = c[0], h = 0.5 * c[1], cc = c[2];
                double p1 = h * h, p2 = a * cc, disc = p1 - p2;
                if (!(3 * Math.Abs(disc) >= Math.Abs(p1) + Math.Abs(p2)) || !IsFinite(disc) || p2 == 0)
                {
                    int k = SolveQuadratic(a, c[1], cc, out r0, out r1);
                    if (k == 1) r1 = r0;
                    return k == 0 ? 0 : 2;
                }
                r0 = r1 = 0;
                if (disc < 0) return 0;
                double q = h >= 0 ? -(h + Math.Sqrt(disc)) : -(h - Math.Sqrt(disc));
                double x1 = q / a + 0, x2 = cc / q + 0;
                r0 = x1 < x2 ? x1 : x2;
                r1 = x1 < x2 ? x2 : x1;
                return 2;
            }

            /// <summary>
            /// The distinct real roots of level j (degree n, nonzero lead and constant term) in
            /// [lo, hi], ascending, into roots[j]; returns the count. Ends whose sign is unclear
            /// move out to ∓bound. Level 0 is polished; deeper levels only bracket. Stops after the
            /// first root ≥ stopAt.
            /// <para>Tangency rule: where |p| at a critical point is within the guaranteed error
            /// bound of its compensated value, p is taken as 0 there: a grazing (multiple) root.</para>
            /// </summary>
            int SolveLevel(int j, int n, double lo, double hi, double bound, double stopAt)
            {
                double[] c = levels[j];
                double[] outR = roots[j];
                int[] outM = mults[j];
                int[] state = states[j];
                bool final = j == 0;
                if (n == 1)
                {
                    double r = -c[1] / c[0] + 0;
                    if (!(r >= lo && r <= hi)) return 0;
                    outR[0] = r;
                    outM[0] = 1;
                    state[0] = Accurate;
                    return 1;
                }
                if (n == 2)
                {
                    double p0, p1;
                    int k;
                    if (final)
                    {
                        k = SolveQuadratic(c[0], c[1], c[2], out p0, out p1);
                    }
                    else k = RoughQuadratic(c, out p0, out p1);
                    int count2 = 0;
                    for (int i = 0; i < k; i++)
                    {
                        double r = i == 0 ? p0 : p1;
                        if (!(r >= lo && r <= hi)) continue;
                        if (count2 > 0 && outR[count2 - 1] == r)
                        {
                            outM[count2 - 1]++;
                            continue;
                        }
                        outR[count2] = r;
                        outM[count2] = 1;
                        state[count2] = final ? Accurate : RoughQuad;
                        count2++;
                    }
                    return count2;
                }
                double hb;
                bool rev;
                if (lo > -bound)
                {
                    double v = Horner(c, n, lo, out hb, out rev);
                    if (!(Math.Abs(v) > hb)) lo = -bound;
                }
                if (hi < bound)
                {
                    double v = Horner(c, n, hi, out hb, out rev);
                    if (!(Math.Abs(v) > hb)) hi = bound;
                }
                // The derivative into level j + 1; its roots are this level's critical points.
                double[] d = levels[j + 1];
                for (int i = 0; i < n; i++) d[i] = (n - i) * c[i];
                int kc = d[n - 1] == 0 ? SolveWithZeroTail(j + 1, n - 1, lo, hi, bound)
                    : SolveLevel(j + 1, n - 1, lo, hi, bound, double.PositiveInfinity);
                double[] crit = roots[j + 1];
                int[] critM = mults[j + 1];
                int count = 0;
                double xPrev = lo;
                double fPrev = Horner(c, n, lo, out hb, out rev);
                for (int i = 0; i <= kc; i++)
                {
                    double xi = hi;
                    if (i < kc)
                    {
                        xi = crit[i];
                        if (!(xi > lo && xi < hi)) continue;
                    }
                    double fi = Horner(c, n, xi, out hb, out rev);
                    bool touch = false;
                    if (i < kc && Math.Abs(fi) <= hb)
                    {
                        // Sign unclear in plain arithmetic: sharpen the critical point, then decide
                        // with the compensated value and its bound.
                        if (states[j + 1][i] != Accurate)
                        {
                            Sharpen(j + 1, n - 1, i);
                            xi = crit[i];
                            fi = Horner(c, n, xi, out hb, out rev);
                        }
                        if (Math.Abs(fi) <= hb)
                        {
                            if (!rev)
                            {
                                double cb;
                                fi = Compensated(c, n, xi, out cb);
                                touch = Math.Abs(fi) <= cb;
                            }
                            else touch = true;
                            if (touch) fi = 0;
                        }
                    }
                    if (fPrev != 0 && fi != 0 && (fPrev < 0) != (fi < 0))
                    {
                        double r = Refine(c, n, xPrev, xi, fPrev, fi, final);
                        if (count > 0 && outR[count - 1] == r) outM[count - 1]++;
                        else
                        {
                            outR[count] = r;
                            outM[count] = 1;
                            los[j][count] = xPrev;
                            his[j][count] = xi;
                            state[count] = final ? Accurate : fPrev < 0 ? RoughLoNeg : RoughLoPos;
                            count++;
                        }
                        if (r >= stopAt) return count;
                    }
                    if (touch)
                    {
                        if (count > 0 && outR[count - 1] == xi) outM[count - 1] += critM[i] + 1;
                        else
                        {
                            outR[count] = xi;
                            outM[count] = critM[i] + 1;
                            state[count] = Accurate;
                            count++;
                        }
                        if (xi >= stopAt) return count;
                    }
                    xPrev = xi;
                    fPrev = fi;
                }
                return count;
            }

            /// <summary>
            /// Level j ends in z zero coefficients: τ = 0 is a root of multiplicity z; solve the rest and
            /// merge 0 in.
            /// </summary>
            int SolveWithZeroTail(int j, int n, double lo, double hi, double bound)
            {
                double[] c = levels[j];
                int z = 0;
                while (z < n && c[n - z] == 0) z++;
                int m = n - z;
                double[] outR = roots[j];
                int[] outM = mults[j];
                int count = m >= 1 ? SolveLevel(j, m, lo, hi, bound, double.PositiveInfinity) : 0;
                if (!(lo <= 0 && hi >= 0)) return count;
                int pos = 0;
                while (pos < count && outR[pos] < 0) pos++;
                if (pos < count && outR[pos] == 0)
                {
                    outM[pos] += z;
                    return count;
                }
                for (int i = count; i > pos; i--)
                {
                    outR[i] = outR[i - 1];
                    outM[i] = outM[i - 1];
                    los[j][i] = los[j][i - 1];
                    his[j][i] = his[j][i - 1];
                    states[j][i] = states[j][i - 1];
                }
                outR[pos] = 0;
                outM[pos] = z;
                states[j][pos] = Accurate;
                return count + 1;
            }
        }
    }
}
