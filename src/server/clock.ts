/**
 * The server's one clock. Every rule of the server that asks "what time is it" (the seeker's day, the
 * daily cap, streaks, expiries, windows, retention) reads `Services.clock`, handed down explicitly, and
 * writes and compares the times it reads, never PostgreSQL's `now()`: so a test can move the clock across
 * midnight, a month or a year, and a node's time and the database's never disagree. This file is the
 * one place server code may read the system's wall clock (ESLint forbids `new Date()` and `Date.now()`
 * elsewhere in src/server, eslint.config.js); durations are measured with `performance.now()`.
 */
export type Clock = () => Date;

/** The real time: the clock of a running server (tests hand their own to `createServices`). */
export const systemClock: Clock = () => new Date();
