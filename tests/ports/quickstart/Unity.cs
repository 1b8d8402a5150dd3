// The C# quick start (Unity-style: y up, metres), compiled and run by tests/ports/csharp.test.ts,
// which checks its output against the TypeScript library. In Unity, convert at the edges:
// new Vec3(p.x, p.y, p.z), and new Vector3((float)aim.X, (float)aim.Y, (float)aim.Z).
using System;
using System.Globalization;
using LeadingTheTarget;

public static class QuickStart
{
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    // The game's side: here it prints where it would fire.
    static void Fire(Vec3 aim, double time)
    {
        Console.WriteLine("first at " + time.ToString("F4", Inv) + " s, aim " + aim.X.ToString("F4", Inv) + " " +
            aim.Y.ToString("F4", Inv) + " " + aim.Z.ToString("F4", Inv));
    }

    public static void Main()
    {
        // A gun 1.5 m up, a runner 40 m out and 25 m to the side moving at 5 m/s, shots at 35 m/s.
        var shot = new InterceptOptions
        {
            Shooter = new Vec3(0, 1.5, 0),
            Target = new Vec3(40, 1, 25),
            TargetVelocity = new Vec3(-3, 0, 4),
            Speed = 35,
            Gravity = LeadingTarget.GravityYUp,
        };
        double time;
        Vec3 aim;
        // Every frame: the first hit only, no garbage.
        if (LeadingTarget.TryIntercept(shot, out time, out aim))
            Fire(aim, time);
        // Every hit (the lob too), or the reason and the best miss.
        InterceptResult r = LeadingTarget.Intercept(shot);
        Console.WriteLine(r.Hit ? "hits " + r.TimeCount + ", lob at " + r.GetTime(r.TimeCount - 1).ToString("F4", Inv) + " s"
            : "no hit: " + r.Message);
        try
        {
            LeadingTarget.LinearIntercept(shot);
        }
        catch (UnsupportedOptionException e)
        {
            Console.WriteLine("LinearIntercept refuses " + e.ParamName);
        }
    }
}
