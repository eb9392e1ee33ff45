/**
 * The slugs of the dream dictionary's 150 symbols, in its order (content/dreams/): the symbol pages'
 * paths (/dream-analysis/symbols/<slug>) are prerendered and listed in the sitemap from these, without the
 * dictionary's words entering the pages' JavaScript. The content test holds them to the dictionary.
 */
export const DREAM_SYMBOL_SLUGS: readonly string[] = [
  // The first half.
  ...["falling", "flying", "teeth", "water", "ocean", "river", "rain", "flood", "fire", "house", "door", "key"],
  ...["stairs", "elevator", "bridge", "road", "car", "train", "airplane", "boat", "being-chased", "running"],
  ...["hiding", "lost", "naked", "exam", "school", "late", "wedding", "baby", "pregnancy", "mother", "father"],
  ...["ex-partner", "stranger", "friend", "death", "funeral", "ghost", "angel", "snake", "spider", "dog", "cat"],
  ...["horse", "bird", "fish", "wolf", "bear", "lion", "insects", "mirror", "phone", "money", "wallet", "shoes"],
  ...["clothes", "hair", "blood", "hospital", "doctor", "police", "prison", "war", "storm", "earthquake", "moon"],
  ...["sun", "stars", "darkness", "light", "garden", "tree", "flowers", "forest"],
  // The second half.
  ...["mountain", "cave", "desert", "island", "beach", "snow", "ice", "wind", "rainbow", "sky", "city", "temple"],
  ...["castle", "room", "basement", "attic", "window", "wall", "gate", "bed", "kitchen", "food", "bread", "fruit"],
  ...["eggs", "milk", "knife", "weapon", "sword", "ring", "jewelry", "gold", "crown", "book", "letter", "map"],
  ...["clock", "candle", "mask", "doll", "clown", "monster", "vampire", "witch", "royalty", "teacher", "child"],
  ...["grandparent", "twins", "crowd", "party", "dancing", "singing", "swimming", "drowning", "climbing"],
  ...["frozen-in-place", "glass", "wound", "illness", "cooking", "shopping", "luggage", "ticket", "computer"],
  ...["photograph", "painting", "treasure", "butterfly", "bee", "owl", "rabbit", "mouse", "shark", "whale"],
];
