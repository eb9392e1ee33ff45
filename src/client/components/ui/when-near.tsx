import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders its children once their place comes near the screen (within `margin` of it), and a placeholder
 * of the given size until then: a part of a long page that needs code or data of its own asks for them only
 * when the visitor scrolls towards it. The prerendered page holds the placeholder; a browser without
 * IntersectionObserver renders the children at once.
 */
export function WhenNear({
  children,
  placeholderClassName,
  margin = "200px",
}: {
  children: ReactNode;
  placeholderClassName: string;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  // Prerendered (no window): the placeholder. A browser that cannot tell what is near renders at once.
  const [isNear, setIsNear] = useState(
    () => typeof window !== "undefined" && typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    if (isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    if (place.current) observer.observe(place.current);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return isNear ? <>{children}</> : <div ref={place} className={placeholderClassName} aria-hidden />;
}
