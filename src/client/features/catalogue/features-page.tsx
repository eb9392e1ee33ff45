import { ToolGrid } from "./tool-grid";

/** The features page: shown at /features, and to visitors at /dice-divination (spec §2). */
export function FeaturesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">The oracle's instruments</p>
      <h1 className="mt-3 text-3xl text-gold-100 sm:text-4xl">Features</h1>
      <p className="mt-4 max-w-2xl text-indigo-100/85">
        Seventeen paths to insight. Dice Divination is open to every signed-in seeker today; the others are being
        prepared under the coming moons.
      </p>
      <div className="mt-10">
        <ToolGrid />
      </div>
    </section>
  );
}
