import { describe, expect, it } from "vitest";
import { COMMUNITY_THRESHOLD, mostCommon, seekerCount } from "./community";

const seekers = (count: number) => Array.from({ length: count }, (_, index) => `seeker-${index}`);

describe("this week among seekers", () => {
  it("shows no figure with 19 seekers, and shows it with 20", () => {
    expect(COMMUNITY_THRESHOLD).toBe(20);
    const draws = (count: number) =>
      seekers(count).map((seeker, index) => ({ seeker, value: index % 3 === 0 ? "the-star" : "the-moon" }));
    expect(mostCommon(draws(19))).toBeNull();
    expect(mostCommon(draws(20))).toEqual({ value: "the-moon", seekers: 13, contributors: 20 });
    expect(seekerCount(seekers(19))).toBeNull();
    expect(seekerCount(seekers(20))).toBe(20);
  });

  it("counts a seeker once, however often they drew, so one person cannot make a figure", () => {
    const one = Array.from({ length: 50 }, () => ({ seeker: "keen", value: "fehu" }));
    expect(mostCommon(one)).toBeNull();
    expect(seekerCount(Array.from({ length: 40 }, () => "keen"))).toBeNull();
    const crowd = [...one, ...seekers(19).map((seeker) => ({ seeker, value: "ansuz" }))];
    expect(mostCommon(crowd)).toEqual({ value: "ansuz", seekers: 19, contributors: 20 });
  });

  it("breaks a tie by the value's name, so every node shows the same figure", () => {
    const tied = seekers(20).map((seeker, index) => ({ seeker, value: index < 10 ? "love" : "career" }));
    expect(mostCommon(tied)?.value).toBe("career");
  });
});
