/** The home page hero's subtitle line. */
export function SubtitleText({ text }: { text: string }) {
  return <p className="mt-6 max-w-2xl text-lg leading-relaxed text-indigo-100/90">{text}</p>;
}
