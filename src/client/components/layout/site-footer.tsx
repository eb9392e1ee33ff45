export function SiteFooter() {
  return (
    <footer className="border-t border-white/5 bg-night-950/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-6 py-8 text-sm text-indigo-200/80 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Mystic Dice. Readings are for entertainment only.</p>
        <p>Cast with care under the same stars.</p>
      </div>
    </footer>
  );
}
