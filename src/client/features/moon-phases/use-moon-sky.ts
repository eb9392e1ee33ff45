import { useEffect, useMemo, useRef, useState } from "react";
import { calendarDayIn, nextLocalMidnight, type CalendarDay } from "../../../shared/calendar";
import { now } from "../../lib/clock";
import { startMoonComputer, type MoonComputer, type MoonReport } from "./moon-computer";

export type MoonSky =
  | { status: "computing" }
  | { status: "failed" }
  | { status: "ready"; moon: MoonComputer; report: MoonReport; timeZone: string; today: CalendarDay };

/**
 * The visitor's time zone and today's date there, with today's Moon computed off the main thread
 * (`moon-computer.ts`): all in the browser, so the prerendered page names no day. Today moves on at
 * local midnight.
 */
export function useMoonSky(): MoonSky {
  const computer = useRef<MoonComputer | null>(null);
  const [moon, setMoon] = useState<{ computer: MoonComputer; report: MoonReport } | null>(null);
  const [failed, setFailed] = useState(false);
  const [clock, setClock] = useState<{ timeZone: string; today: CalendarDay } | null>(null);

  useEffect(
    () => () => {
      computer.current?.stop();
      computer.current = null;
    },
    [],
  );

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

  useEffect(() => {
    if (!clock) return;
    let live = true;
    const current = (computer.current ??= startMoonComputer());
    current.report(clock.today, clock.timeZone).then(
      (report) => live && setMoon({ computer: current, report }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [clock]);

  return useMemo<MoonSky>(() => {
    if (failed) return { status: "failed" };
    if (!moon || !clock || moon.report.date !== clock.today) return { status: "computing" };
    return { status: "ready", moon: moon.computer, report: moon.report, ...clock };
  }, [failed, moon, clock]);
}
