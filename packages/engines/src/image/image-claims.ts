import type { ImageFormat } from './image-format.ts';

/** How a stated number relates to the file's: "at least 600" is ge, "more than 600" gt. */
export type Comparison = 'eq' | 'gt' | 'lt' | 'ge' | 'le';

export type ImageAssertion =
  | { kind: 'format'; format: ImageFormat; negated: boolean; text: string }
  | { kind: 'dimensions'; width: number; height: number; negated: boolean; text: string }
  | { kind: 'width'; value: number; cmp: Comparison; negated: boolean; text: string }
  | { kind: 'height'; value: number; cmp: Comparison; negated: boolean; text: string }
  | { kind: 'aspect'; ratio: number; label: string; negated: boolean; text: string }
  | { kind: 'orientation'; value: 'landscape' | 'portrait' | 'square'; negated: boolean; text: string }
  | { kind: 'animated'; value: boolean; negated: boolean; text: string }
  | { kind: 'frames'; value: number; cmp: Comparison; negated: boolean; text: string }
  | { kind: 'exif'; negated: boolean; text: string }
  | { kind: 'gps'; negated: boolean; text: string }
  | { kind: 'camera'; value: string; negated: boolean; text: string };

export interface ParsedImageClaim {
  assertions: ImageAssertion[];
  /** Content words no deterministic rule consumed ("cat", "sunset"): these need a vision model. */
  semanticWords: string[];
  /**
   * Assertions read from a clause that also names content ("the logo is 64x64", "a 640x480 window"): the size, shape
   * or frames may be those of the thing named, not of the file, so they never refute the file.
   */
  aboutContent: Set<ImageAssertion>;
}

const FORMAT_WORDS: Record<string, ImageFormat> = { png: 'png', apng: 'png', jpeg: 'jpeg', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

/** Words that carry no content of their own in image claims. */
const FILLER = new Set(
  `a an the this that it its is are was be been being has have had with of in on at as by to and or but image picture photo photograph file
  format formatted encoded type size pixels pixel px dimension dimensions resolution exactly precisely measures measuring which also does do
  contains contain containing includes include including carries carry metadata data information embedded tag tags tagged wide tall high
  width height ratio aspect orientation oriented frames frame one single multiple there taken shot made captured using camera make model
  brand phone device animation says recorded according consists consisting`
    .split(/\s+/)
    .filter(Boolean),
);

/** Counts in words, one to twelve, for frame counts ("exactly one frame", "three frames"). */
const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Words of a size or shape: filler beside a size assertion of their clause, a claim of their own without one. */
const MEASURE_WORDS = new Set(
  `wide tall high width height wider taller shorter narrower longer larger smaller bigger greater than size dimension dimensions
  resolution ratio aspect orientation oriented`.split(/\s+/),
);

/**
 * Nouns that name the uploaded file as a whole, by what it is or what it is for (docs: "Whose size is it?"). Closed:
 * a noun outside it ("the logo", "the face", "the dog", "the chart") may be a thing inside the picture, so a claim
 * about it needs a vision model.
 */
const WHOLE_IMAGE_NOUNS =
  'image|picture|pic|photo|photograph|snapshot|screenshot|screen shot|screen capture|scan|thumbnail|icon|favicon|banner|graphic|file|upload|attachment|animation|sprite sheet|spritesheet|wallpaper|avatar|canvas|panorama';
/** Words before such a noun that say which copy of the file, never which part of the picture. Closed as well. */
const WHOLE_IMAGE_MODIFIERS =
  'cropped|resized|rescaled|scaled|downscaled|upscaled|original|final|full|full-size|full-sized|uploaded|attached|submitted|exported|compressed|optimi[sz]ed|edited|converted|saved|hero|header|cover|profile|main|whole|entire|source|new|updated|sample|test|example|given|provided|generated|rendered|app|site|website|page';
/** "version" and "copy" name the file only after one of the modifiers ("the cropped version"). */
const SUBJECT = new RegExp(
  `^\\s*(?:the|this|that|my|our|your|an?)?\\s*((?:(?:${WHOLE_IMAGE_MODIFIERS}|png|apng|jpe?g|gif|webp|animated)\\s+)*)` +
    `(${WHOLE_IMAGE_NOUNS}|version|copy)(?:'s|’s)?(?=\\s+(?:is|was|measures|has|contains|consists|carries|includes|comes|loops|runs|width|height|size|dimensions?|resolution|aspect|frame|frames|format|orientation)\\b|'s|’s)`,
);
/** "It is a 16x16 favicon", "A 64x64 PNG icon": the noun closes the claim that names the file itself. */
const PREDICATE = new RegExp(
  `^(\\s*(?:(?:it|this|that|here)\\s+is\\s+|the\\s+(?:image|file|picture|photo)\\s+is\\s+)?an?\\s+[^,;]*?)\\b(?:(?:${WHOLE_IMAGE_MODIFIERS})\\s+)*(?:${WHOLE_IMAGE_NOUNS})\\s*\\.?\\s*$`,
);

/**
 * When the claim's subject names the whole file ("The hero banner is 1920x1080", "The screenshot's width is 640"), or
 * its predicate does ("It is a 16x16 favicon"), the noun means "the image" and is replaced by it; the format words
 * and "animated" stay for their own assertions. A noun followed by anything but a verb or a property ("the thumbnail
 * in the corner", "the icon of the app") is left as content, and so is every later noun in the claim.
 */
export function wholeImageSubject(claim: string): string {
  let lower = claim.toLowerCase().replace(/’/g, "'");
  const m = SUBJECT.exec(lower);
  if (m) {
    const mods = (m[1] ?? '').trim().split(/\s+/).filter(Boolean);
    const head = m[2] as string;
    if ((head === 'version' || head === 'copy') && !mods.some((w) => new RegExp(`^(?:${WHOLE_IMAGE_MODIFIERS})$`).test(w))) return lower;
    const kept = mods.filter((w) => /^(?:png|apng|jpe?g|gif|webp|animated)$/.test(w));
    lower = `the ${[...kept, 'image'].join(' ')}${lower.slice(m[0].length).replace(/^'s/, '')}`;
  }
  const p = PREDICATE.exec(lower);
  if (p && /^\s*(?:(?:it|this|that|here)\s+is\s+|the\s+(?:image|file|picture|photo)\s+is\s+)?an?\s/.test(lower)) return `${p[1]} image`;
  return lower;
}

/** "non" negates only as a word of its own: "non-animated" is one adjective and negates nothing after it. */
const NEGATION = /\b(?:not|no|isn't|isnt|aren't|doesn't|doesnt|without|lacks|lacking|never|non)\b(?!-)/;

function clauses(claim: string): string[] {
  return (
    wholeImageSubject(claim)
      .replace(/[×]/g, 'x')
      // "it's a 320x240 WebP": the contraction is "it is", not a content word
      .replace(/\b(it|that|this|here|there)['’]s\b/g, '$1 is')
      // "1,280 x 720": a comma between digit groups of three is a thousands separator, not a clause break
      .replace(/\b(\d{1,3})((?:,\d{3})+)\b/g, (_, head: string, groups: string) => head + groups.replaceAll(',', ''))
      .split(/(?:[;,]|\.(?:\s|$)|\band\b|\bbut\b|\bwhile\b)/)
      .map((c) => c.trim())
      .filter((c) => c.length > 0)
  );
}

function cmpOf(text: string): Comparison {
  // "no more than" is a negated "more than": the clause's negation handles the "no"
  if (/\b(?:at least|minimum of|not less than|not fewer than)\b/.test(text)) return 'ge';
  if (/\b(?:at most|maximum of|up to)\b/.test(text)) return 'le';
  if (/\b(?:more than|over|above|greater than|wider than|taller than|larger than|exceeds)\b/.test(text)) return 'gt';
  if (/\b(?:less than|fewer than|under|below|smaller than|narrower than|shorter than)\b/.test(text)) return 'lt';
  return 'eq';
}

/**
 * Pulls the deterministic assertions out of a free-text claim, clause by clause ("a 640x480 PNG, not animated, with
 * GPS"), each with its own negation. Whatever content is left is reported as semantic words for a vision model.
 */
export function parseImageClaim(claim: string): ParsedImageClaim {
  const assertions: ImageAssertion[] = [];
  const leftovers: string[] = [];
  const aboutContent = new Set<ImageAssertion>();
  for (const clause of clauses(claim)) {
    const firstAssertion = assertions.length;
    const firstLeftover = leftovers.length;
    let rest = ` ${clause} `;
    let negated = false;
    const take = (re: RegExp, fn: (m: RegExpExecArray, before: string) => void) => {
      let m: RegExpExecArray | null;
      const g = new RegExp(re.source, 'g');
      while ((m = g.exec(rest)) !== null) {
        // Negation scopes over the few words right before an assertion: "is not a PNG", "has no GPS", "without EXIF".
        const before = ` ${clause} `.slice(0, m.index).trim().split(/\s+/).slice(-3).join(' ');
        negated = NEGATION.test(before) || NEGATION.test(m[0]);
        fn(m, before);
        rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
      }
    };
    take(/\b(\d{1,6})\s*(?:px|pixels)?\s*(?:x|by)\s*(\d{1,6})\b(?:\s*(?:px|pixels))?/, (m) =>
      assertions.push({ kind: 'dimensions', width: Number(m[1]), height: Number(m[2]), negated, text: m[0].trim() }),
    );
    take(/\b(?:aspect ratio (?:of |is )?)?(\d{1,3}(?:\.\d+)?)\s*:\s*(\d{1,3}(?:\.\d+)?)\b(?: aspect ratio)?/, (m) =>
      assertions.push({ kind: 'aspect', ratio: Number(m[1]) / Number(m[2]), label: `${m[1]}:${m[2]}`, negated, text: m[0].trim() }),
    );
    take(
      /\b(?:width|wide|wider|narrower)\b[^\d]{0,30}?(\d{1,6})\s*(?:px|pixels?)?|\b(\d{1,6})\s*(?:px|pixels?)?\s*(?:wide|in width)\b/,
      (m, before) =>
        assertions.push({ kind: 'width', value: Number(m[1] ?? m[2]), cmp: cmpOf(`${before} ${m[0]}`), negated, text: m[0].trim() }),
    );
    take(
      /\b(?:height|tall|high|taller|shorter)\b[^\d]{0,30}?(\d{1,6})\s*(?:px|pixels?)?|\b(\d{1,6})\s*(?:px|pixels?)?\s*(?:tall|high|in height)\b/,
      (m, before) =>
        assertions.push({ kind: 'height', value: Number(m[1] ?? m[2]), cmp: cmpOf(`${before} ${m[0]}`), negated, text: m[0].trim() }),
    );
    take(
      /\b(?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly)\s+)?(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:animation\s+|image\s+)?frames?\b/,
      (m, before) =>
        assertions.push({
          kind: 'frames',
          value: COUNT_WORDS.indexOf(m[1] as string) >= 0 ? COUNT_WORDS.indexOf(m[1] as string) + 1 : Number(m[1]),
          // "loops over 5 frames", "cycles through 5 frames": "over" after a verb of going round is where, not "more than".
          cmp:
            /\b(?:loops?|looping|looped|cycles?|cycling|cycled|runs?|spans?|spread)$/.test(before) && /^over\b/.test(m[0])
              ? 'eq'
              : cmpOf(`${before} ${m[0]}`),
          negated,
          text: m[0].trim(),
        }),
    );
    // "taller than it is wide", "wider than tall": the shape in words, the same test as portrait / landscape.
    take(
      /\b(?:(taller)\s+than\s+(?:it\s+is\s+|they\s+are\s+)?(?:wide|broad)|(wider|broader)\s+than\s+(?:it\s+is\s+|they\s+are\s+)?(?:tall|high))\b/,
      (m) => assertions.push({ kind: 'orientation', value: m[1] ? 'portrait' : 'landscape', negated, text: m[0] }),
    );
    take(/\b(landscape|portrait)\b/, (m) =>
      assertions.push({ kind: 'orientation', value: m[1] as 'landscape' | 'portrait', negated, text: m[0] }),
    );
    // "64 pixels square", "a 512px square": both sides, not only the shape.
    take(/\b(\d{1,6})\s*(?:-\s*)?(?:px|pixels?)\s+square\b/, (m) =>
      assertions.push({ kind: 'dimensions', width: Number(m[1]), height: Number(m[1]), negated, text: m[0].trim() }),
    );
    take(/\bsquare\b/, (m) => assertions.push({ kind: 'orientation', value: 'square', negated, text: m[0] }));
    // The format word after it ("a static GIF") stays in the claim for the format assertion to read.
    take(/\b(?:(animated)|(static|still|single[- ]frame|non-animated))\b/, (m) => {
      const isAnimated = m[1] !== undefined;
      // "non-animated" carries its own negation; do not let the clause's "non" flip it back.
      assertions.push({ kind: 'animated', value: isAnimated, negated: isAnimated ? negated : false, text: m[0].trim() });
    });
    take(/\b(?:gps|geotag(?:ged)?|geo-?location|location data|coordinates|latitude|longitude)\b/, (m) =>
      assertions.push({ kind: 'gps', negated, text: m[0] }),
    );
    take(
      /\b(?:taken|shot|captured|made)\s+(?:with|on|by|using)\s+(?:an?\s+|the\s+)?([a-z0-9][a-z0-9 .-]{1,40}?)(?:\s+camera|\s+phone)?\s*$|\b(?:camera\s+(?:make|model|brand|manufacturer)?|(?:make|model|brand|manufacturer))\s*(?:(?:recorded|stored|listed|given)\s+)?(?:(?:in|of)\s+(?:the\s+)?(?:exif|metadata)(?:\s+data)?\s+)?(?:is|was|:)\s*(?:an?\s+)?([a-z0-9][a-z0-9 .-]{1,40}?)\s*$/,
      (m) => assertions.push({ kind: 'camera', value: (m[1] ?? m[2] ?? '').trim(), negated, text: m[0].trim() }),
    );
    // after the camera phrase, which may name the EXIF block it comes from ("the make in the EXIF is Canon")
    take(/\bexif\b/, (m) => assertions.push({ kind: 'exif', negated, text: m[0] }));
    take(/\b(png|apng|jpe?g|gif|webp)\b/, (m) =>
      assertions.push({ kind: 'format', format: FORMAT_WORDS[m[1] as string] as ImageFormat, negated, text: m[0] }),
    );
    const kinds = new Set(assertions.slice(firstAssertion).map((a) => a.kind));
    const measured =
      kinds.has('dimensions') || kinds.has('width') || kinds.has('height') || kinds.has('aspect') || kinds.has('orientation');
    const counted = kinds.has('frames') || kinds.has('animated');
    for (const part of rest.split(/[^a-z0-9'-]+/)) {
      const w = part.replace(/^[-']+|[-']+$/g, '');
      // "The JPEG is taller than it is wide": words of size or frames read by no size or frame assertion of their
      // clause say something the engine did not decide, so they stay in the claim (never decided on the format alone).
      if ((!measured && MEASURE_WORDS.has(w)) || (!counted && (w === 'frame' || w === 'frames'))) {
        leftovers.push(w);
        continue;
      }
      // A number no assertion read is part of the claim all the same ("64 pixels" beside a shape): never dropped.
      if (/^\d+$/.test(w)) {
        leftovers.push(w);
        continue;
      }
      if (w.length < 2 || FILLER.has(w) || NEGATION.test(w)) continue;
      if (/^(?:than|more|less|over|under|above|below|least|most|greater|smaller|larger|wider|taller|exactly|about|approximately)$/.test(w))
        continue;
      leftovers.push(w);
    }
    if (leftovers.length > firstLeftover) for (const a of assertions.slice(firstAssertion)) aboutContent.add(a);
  }
  return { assertions, semanticWords: leftovers, aboutContent };
}
