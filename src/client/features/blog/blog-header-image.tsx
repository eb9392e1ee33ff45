import { ScrollText } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** The post's header image, or an icon placeholder when the image fails to load. */
export function BlogHeaderImage({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A prerendered image can fail before React attaches onError; check once after hydration.
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setHasFailed(true);
  }, []);

  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label={alt || "Image unavailable"}
        className={`grid place-items-center bg-night-800 text-gold-300/70 ${className}`}
        data-testid="image-placeholder"
      >
        <ScrollText aria-hidden className="size-12" />
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt={alt}
      width={1200}
      height={630}
      className={`object-cover ${className}`}
      onError={() => setHasFailed(true)}
    />
  );
}
