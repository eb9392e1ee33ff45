import { useEffect, useMemo, useState } from "react";
import { calendarDayIn, nextLocalMidnight, type CalendarDay } from "../../../shared/calendar";
import { now } from "../../lib/clock";

type MoonModule = typeof import("../../../shared/moon/moon");

export type MoonSky =
  | { status: "computing" }
  | { status: "failed" }
  | { status: "ready"; moon: MoonModule; timeZone: string; today: CalendarDay };

/**
 * The visitor's time zone and today's date there, with the Moon's module (astronomy-engine) loaded on
 * demand: all in the browser, so the prerendered page names no day. Today moves on at local midnight.
 */
export function useMoonSky(): MoonSky {
  const [moon, setMoon] = useState<MoonModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [clock, setClock] = useState<{ timeZone: string; today: CalendarDay } | null>(null);

  useEffect(() => {
    let live = true;
    import("../../../shared/moon/moon").then(
      (module) => live && setMoon(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = now();
      setClock({ timeZone, today: calendarDayIn(timeZone, at) });
      timer = setTimeout(tick, Math.max(1_000, nextLocalMidnight(timeZone, at).getTime() - at.getTime() + 1_000));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  return useMemo<MoonSky>(() => {
    if (failed) return { status: "failed" };
    if (!moon || !clock) return { status: "computing" };
    return { status: "ready", moon, ...clock };
  }, [failed, moon, clock]);
}
