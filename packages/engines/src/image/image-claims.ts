import { smallNumberWordValue } from '../text/number-words.ts';
import type { ImageFormat } from './image-format.ts';

/** How a stated number relates to the file's: "at least 600" is ge, "more than 600" gt. */
export type Comparison = 'eq' | 'gt' | 'lt' | 'ge' | 'le';

/**
 * Which frame a size claim is about ("the first frame", "each frame", "one of the frames", "frame 3"): a frame number
 * from 1 (-1 the last), all of them, any one of them, or "the frame(s)" without a quantifier, which may mean any one.
 */
export type FrameSubject = number | 'all' | 'any' | 'the';

/**
 * What the claim leaves open about a number: `about` (about, approximately, roughly …) holds for the exact value and
 * is otherwise undecided; `near` (nearly, almost, just under …) is never decided.
 */
export type Hedge = 'about' | 'near';

type Common = {
  negated: boolean;
  text: string;
  /** Set when the size is a frame's, not the canvas's. */
  frame?: FrameSubject;
  hedge?: Hedge;
  /** Why the claim's wording leaves this assertion undecided whatever the file holds (alternatives, a range). */
  open?: string;
};

export type ImageAssertion = Common &
  (
    | { kind: 'format'; format: ImageFormat }
    | { kind: 'dimensions'; width: number; height: number; cmp: Comparison }
    | { kind: 'width'; value: number; cmp: Comparison }
    | { kind: 'height'; value: number; cmp: Comparison }
    | { kind: 'side'; which: 'long' | 'short'; value: number; cmp: Comparison }
    /** `loose`: "has 200 pixels" without "in total", which may also be meant of one side. */
    | { kind: 'pixels'; value: number; cmp: Comparison; loose?: boolean }
    /** `exact`: "exactly 16:9", "an exact 16:9", which leaves no tolerance for a ratio close to the one named. */
    | { kind: 'aspect'; ratio: number; label: string; exact?: boolean }
    | { kind: 'orientation'; value: 'landscape' | 'portrait' | 'square' }
    | { kind: 'animated'; value: boolean }
    | { kind: 'frames'; value: number; cmp: Comparison }
    | { kind: 'interlaced'; value: boolean }
    | { kind: 'alpha'; value: boolean }
    | { kind: 'transparent' }
    | { kind: 'transparency_capable' }
    | { kind: 'named_size'; name: string; sizes: Array<[number, number]> }
    | { kind: 'exif' }
    | { kind: 'gps' }
    | { kind: 'camera'; value: string }
    | { kind: 'exif_orientation'; value: number }
  );

export interface ParsedImageClaim {
  assertions: ImageAssertion[];
  /** Content words no deterministic rule consumed ("cat", "sunset"): these need a vision model. */
  semanticWords: string[];
  /**
   * Assertions read from a clause that also names content ("the logo is 64x64", "a 640x480 window"): the size, shape
   * or frames may be those of the thing named, not of the file, so they never refute the file.
   */
  aboutContent: Set<ImageAssertion>;
  /** The claim names a thumbnail or preview, which in a file with EXIF may be the embedded one (IFD1). */
  thumbnail: boolean;
}

const FORMAT_WORDS: Record<string, ImageFormat> = { png: 'png', apng: 'png', jpeg: 'jpeg', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

/** Words that carry no content of their own in image claims. */
const FILLER = new Set(
  `a an the this that it its is are was be been being has have had with of in on at as by to and or but image picture photo photograph file
  format formatted encoded type size pixels pixel px dimension dimensions resolution exactly precisely measures measuring which also does do
  contains contain containing includes include including carries carry metadata data information embedded tag tags tagged wide tall high
  width height ratio aspect orientation oriented frames frame one single multiple there taken shot made captured using camera make model
  brand phone device animation says recorded according consists consisting comprises comprising uses use saved stored written
  actually exact`
    .split(/\s+/)
    .filter(Boolean),
);

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

/**
 * Names of screen and video sizes, each with the one size it names. A name with two sizes in use ("4K" is 3840x2160
 * and 4096x2160; "HD" is 1280x720 and 1366x768) only glosses numbers stated beside it. Longest names first.
 */
const NAMED_SIZES: Array<[RegExp, Array<[number, number]>]> = [
  [/4k[\s-]+uhd|uhd[\s-]+4k|ultra[\s-]*hd|uhd|2160p/, [[3840, 2160]]],
  [/dci\s+4k/, [[4096, 2160]]],
  [
    /4k/,
    [
      [3840, 2160],
      [4096, 2160],
    ],
  ],
  [/full[\s-]*hd|fhd|1080p/, [[1920, 1080]]],
  [/wqhd|qhd|1440p/, [[2560, 1440]]],
  [/720p/, [[1280, 720]]],
  [
    /hd/,
    [
      [1280, 720],
      [1366, 768],
    ],
  ],
  [/wuxga/, [[1920, 1200]]],
  [/uxga/, [[1600, 1200]]],
  [/sxga/, [[1280, 1024]]],
  [/svga/, [[800, 600]]],
  [/qvga/, [[320, 240]]],
  [/xga/, [[1024, 768]]],
  [/vga/, [[640, 480]]],
];
/** "Full HD+", "QHD+" name other, wider sizes: a name with "+" after it is not read. */
const NAMED_SIZE = new RegExp(`\\b(?:${NAMED_SIZES.map(([re]) => re.source).join('|')})\\b(?!\\s*\\+)`);

/**
 * The EXIF Orientation values by the phrases that describe them (the names exifr gives, and the usual short forms): a
 * phrase in brackets after the number must name that number. Clockwise and counter-clockwise turns of 90 and 270 say
 * the same thing the other way round; 5 and 7 (mirrored and turned) have no short phrase here.
 */
const ORIENTATION_PHRASES: Array<[RegExp, number]> = [
  [/^(?:normal|none|no rotation|not rotated|upright|top[- ]left|horizontal(?: normal)?)$/, 1],
  [/^mirror(?:ed)? horizontal(?:ly)?$/, 2],
  [/^(?:rotated? )?180(?: (?:cw|ccw|clockwise|counter-?clockwise|anti-?clockwise))?$/, 3],
  [/^mirror(?:ed)? vertical(?:ly)?$/, 4],
  [/^(?:rotated? )?(?:90 (?:cw|clockwise)|270 (?:ccw|counter-?clockwise|anti-?clockwise))$/, 6],
  [/^(?:rotated? )?(?:270 (?:cw|clockwise)|90 (?:ccw|counter-?clockwise|anti-?clockwise))$/, 8],
];

function orientationPhrase(gloss: string): number | undefined {
  const g = gloss
    .replace(/°|\bdeg(?:rees?)?\b/g, ' ')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
  return ORIENTATION_PHRASES.find(([re]) => re.test(g))?.[1];
}

/** Multipliers of one side by the other: "twice as wide as it is tall" is 2:1. */
const TIMES: Record<string, number> = {
  twice: 2,
  'two times': 2,
  thrice: 3,
  'three times': 3,
  'four times': 4,
  'five times': 5,
  half: 0.5,
};

/** "non" negates only as a word of its own: "non-animated" is one adjective and negates nothing after it. */
const NEGATION = /\b(?:not|no|isn't|isnt|aren't|doesn't|doesnt|without|lacks|lacking|never|non)\b(?!-)/;

/** "or more", "or larger", "and up": a bound stated after the number. */
const TAIL_BOUND =
  /^\s*(?:or (?:more|greater|larger|bigger|higher|wider|taller|above|over|less|fewer|smaller|lower|narrower|shorter|below|under)|and (?:up|above|over|more|below|under|less))\b/;
/** Phrases with "or" in them that offer no alternative. */
const NOT_ALTERNATIVES =
  /\b(?:or (?:more|greater|larger|bigger|higher|wider|taller|above|over|less|fewer|smaller|lower|narrower|shorter|below|under|so)|give or take|more or less|whether or not|(?:in|on|along) either (?:sides?|dimensions?|edges?|axes|directions?))\b/g;
/** A claim that offers alternatives ("640x480 or 800x600", "either a PNG or a GIF", "neither … nor …"). */
const ALTERNATIVES = /\b(?:or|either|neither|nor)\b|\/(?!\d)/;
/** A range of values: "between 50 and 150", "from 50 to 150 px", "50-150 px", "50 to 150 pixels". */
const RANGE = /\bbetween\s+\d|\bfrom\s+\d+\s*(?:px|pixels?)?\s+to\s+\d|\b\d+\s*(?:px|pixels?)?\s*(?:-|–|to)\s*\d+\b(?!\s*[:x])/;
/** Hedged numbers: "about 640", "roughly 16:9", "~100 px"; "nearly", "almost", "just under" say it is not that value. */
const HEDGE_ABOUT = /\b(?:about|approximately|approx|roughly|around|circa|ca|or so|give or take|more or less)\b|~/;
const HEDGE_NEAR = /\b(?:nearly|almost|close to|just (?:under|over|below|above|shy of|short of)|barely|not quite)\b/;
/** A size stated as a record, not as the picture: "the EXIF says 4000x3000", "according to the metadata". */
const RECORDED =
  /\b(?:exif|metadata|xmp|iptc|header)\b.*\b(?:says?|according|records?|recorded|reports?|reported|lists?|listed|states?|stated|gives?|declares?|declared|stored)\b|\b(?:says?|according|records?|recorded|reports?|reported|lists?|listed|states?|stated|declares?|declared|stored)\b.*\b(?:exif|metadata|xmp|iptc|header)\b|\b(?:exif|metadata)\s+(?:width|height|size|dimensions?|resolution)\b/;
/** Words that tell of data taken out of the file, or of what the file was before it was converted. */
const CHANGED =
  /\b(?:strip|stripped|stripping|remove|removed|removing|scrubbed|deleted|erased|wiped|cleared|missing|absent|free of|devoid of|redacted|saniti[sz]ed|originally|converted|conversion|previously|formerly|used to|transcoded|re-?encoded|re-?saved)\b/;
/** Facts only the file can have, which a clause naming content still decides. */
const FILE_ONLY = new Set(['format', 'exif', 'exif_orientation', 'gps', 'camera']);

/** A verb after which a size is that of something inside the file ("contains a 40x40 image"). */
const CONTAINS = /\b(?:contains?|containing|includes?|including|embeds?|embedded|holds?)\b/;
const ORDINALS: Record<string, number> = {
  first: 1,
  initial: 1,
  opening: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  last: -1,
  final: -1,
};
/** A clause whose subject is the whole file again, which ends a frame subject carried from an earlier clause. */
const WHOLE_AGAIN =
  /^(?:the|this|its|that|an?)?\s*(?:[a-z]+\s+)?(?:image|canvas|file|picture|photo|animation|screen|gif|png|apng|webp|jpe?g)\b/;

/**
 * The frame a clause's sizes are about, when it speaks of frames other than to count them: "each/every/all/both" is
 * all frames, "first/last/second/frame 3/the 2nd" that one, "one of the/any/some/a … frame" any one, a count ("3 frames
 * of 40x40") all of them, "the frames" all of them, and "the frame" or "no frame" the frame left unnamed.
 */
function frameSubject(clause: string): { which: FrameSubject; at: number; end: number | null } | null {
  const m = /\bframes?\b/.exec(clause);
  if (!m) return null;
  if (/^\s*(?:count|rate|delays?|durations?|timing)\b/.test(clause.slice(m.index + m[0].length))) return null;
  const before = clause.slice(0, m.index).trim().split(/\s+/).slice(-4).join(' ');
  const after = /^frames?\s*(?:#|no\.?|number)?\s*(\d+)\b(?!\s*(?:x|by|px|pixels?)\b)/.exec(clause.slice(m.index));
  const ordinal = /\b(first|initial|opening|second|third|fourth|fifth|last|final|(\d+)(?:st|nd|rd|th))\b/.exec(before);
  let which: FrameSubject;
  if (after) which = Number(after[1]);
  else if (ordinal) which = ordinal[2] ? Number(ordinal[2]) : (ORDINALS[ordinal[1] as string] as number);
  else if (/\b(?:no|none|not)\b/.test(before)) which = 'the';
  else if (/\b(?:each|every|all|both)\b/.test(before)) which = 'all';
  else if (/\b(?:any|some|an?|at least one)\b|\bone of\b/.test(before)) which = 'any';
  else if (m[0] === 'frames') which = 'all';
  else which = 'the';
  return { which, at: m.index, end: after ? m.index + after[0].length : null };
}

function clauses(claim: string): string[] {
  return (
    wholeImageSubject(claim)
      .replace(/[×]/g, 'x')
      // "it's a 320x240 WebP": the contraction is "it is", not a content word
      .replace(/\b(it|that|this|here|there)['’]s\b/g, '$1 is')
      // "1,280 x 720": a comma between digit groups of three is a thousands separator, not a clause break
      .replace(/\b(\d{1,3})((?:,\d{3})+)\b/g, (_, head: string, groups: string) => head + groups.replaceAll(',', ''))
      // "between 50 and 150": one range, not two clauses
      .replace(/\bbetween\s+(\d+(?:\s*(?:px|pixels?))?)\s+and\s+(\d)/g, 'between $1 to $2')
      .split(/(?:[;,]|\.(?:\s|$)|\band\b|\bbut\b|\bwhile\b)/)
      .map((c) => c.trim())
      .filter((c) => c.length > 0)
  );
}

function cmpOf(text: string): Comparison {
  // "no more than" is a negated "more than": the clause's negation handles the "no"
  if (
    /\b(?:at least|minimum of|not less than|not fewer than|or (?:more|greater|larger|bigger|higher|wider|taller|above|over)|and (?:up|above|over|more))\b/.test(
      text,
    )
  )
    return 'ge';
  if (/\b(?:at most|maximum of|up to|or (?:less|fewer|smaller|lower|narrower|shorter|below|under)|and (?:below|under|less))\b/.test(text))
    return 'le';
  if (/\b(?:more than|over|above|greater than|wider than|taller than|larger than|exceeds?|exceeding)\b/.test(text)) return 'gt';
  if (/\b(?:less than|fewer than|under|below|smaller than|narrower than|shorter than)\b/.test(text)) return 'lt';
  return 'eq';
}

const SIZE_KINDS = new Set(['dimensions', 'width', 'height', 'side', 'pixels', 'aspect', 'orientation', 'named_size']);

/**
 * A size name beside stated numbers ("1920x1080 (Full HD)", "4K, 3840x2160") is a gloss: it is dropped when it names
 * those numbers, and when it names others the claim contradicts itself, so neither is decided. A name alone is kept
 * only when it names one size, and is decided one way (see verify-image).
 */
function namedSizes(assertions: ImageAssertion[]): ImageAssertion[] {
  const stated = assertions.filter(
    (a): a is Extract<ImageAssertion, { kind: 'dimensions' }> => a.kind === 'dimensions' && a.cmp === 'eq' && a.frame === undefined,
  );
  const kept: ImageAssertion[] = [];
  for (const a of assertions) {
    if (a.kind !== 'named_size') {
      kept.push(a);
      continue;
    }
    if (stated.length > 0) {
      if (!a.negated && stated.every((d) => !d.negated && a.sizes.some(([w, h]) => w === d.width && h === d.height))) continue;
      for (const d of stated) d.open = `the claim names "${a.name}" beside ${d.width}x${d.height}`;
      a.open = 'the named size and the stated numbers disagree';
    } else if (a.sizes.length > 1) a.open = `"${a.name}" names more than one size`;
    kept.push(a);
  }
  return kept;
}

/**
 * Pulls the deterministic assertions out of a free-text claim, clause by clause ("a 640x480 PNG, not animated, with
 * GPS"), each with its own negation. Whatever content is left is reported as semantic words for a vision model.
 */
export function parseImageClaim(claim: string): ParsedImageClaim {
  const assertions: ImageAssertion[] = [];
  const leftovers: string[] = [];
  const aboutContent = new Set<ImageAssertion>();
  const whole = claim.toLowerCase().replace(/’/g, "'");
  const alternatives = ALTERNATIVES.test(whole.replace(NOT_ALTERNATIVES, ' '));
  const recorded = RECORDED.test(whole);
  // A frame subject holds for the clauses after it until one names the whole file again.
  let carried: FrameSubject | null = null;
  for (const clause of clauses(claim)) {
    const firstAssertion = assertions.length;
    const firstLeftover = leftovers.length;
    let rest = ` ${clause} `;
    let negated = false;
    const own = frameSubject(` ${clause} `);
    if (own) {
      carried = own.which;
      // "frame 2": the number names the frame, it is no content of its own
      if (own.end !== null) rest = rest.slice(0, own.at) + ' '.repeat(own.end - own.at) + rest.slice(own.end);
    } else if (WHOLE_AGAIN.test(clause)) carried = null;
    const namesWhole = WHOLE_AGAIN.test(clause);
    const hedge: Hedge | undefined = HEDGE_NEAR.test(clause) ? 'near' : HEDGE_ABOUT.test(clause) ? 'about' : undefined;
    const range = RANGE.test(clause);
    let contentAt = -1;
    const c = CONTAINS.exec(` ${clause} `);
    if (c) contentAt = c.index;
    const take = (re: RegExp, fn: (m: RegExpExecArray, before: string, tail: string) => void) => {
      let m: RegExpExecArray | null;
      const g = new RegExp(re.source, 'g');
      while ((m = g.exec(rest)) !== null) {
        // Negation scopes over the few words right before an assertion: "is not a PNG", "has no GPS", "without EXIF".
        const before = ` ${clause} `.slice(0, m.index).trim().split(/\s+/).slice(-3).join(' ');
        const tail = TAIL_BOUND.exec(` ${clause} `.slice(m.index + m[0].length))?.[0] ?? '';
        negated = NEGATION.test(before) || NEGATION.test(m[0]);
        const at = m.index;
        const count = assertions.length;
        fn(m, before, tail);
        // a phrase no assertion took stays in the claim as content
        if (assertions.length === count) continue;
        for (const a of assertions.slice(count)) {
          if (SIZE_KINDS.has(a.kind)) {
            // "The GIF is 100x100 with 3 frames": a size stated of the named file before the frame word is the file's.
            if (own && !(namesWhole && at < own.at)) a.frame = own.which;
            else if (!own && carried !== null) a.frame = carried;
            if (recorded) a.open = 'the size may be the one a metadata record states, not the decoded one';
            if (contentAt >= 0 && contentAt < at && a.frame === undefined) aboutContent.add(a);
          }
          if (hedge && (SIZE_KINDS.has(a.kind) || a.kind === 'frames')) a.hedge = hedge;
          if (range && (SIZE_KINDS.has(a.kind) || a.kind === 'frames')) a.open = 'the claim states a range';
          if (alternatives) a.open = 'the claim offers alternatives';
        }
        rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
      }
    };
    // A size name ("Full HD", "720p", "VGA") glosses the numbers beside it or, alone, names one size (see namedSizes).
    take(NAMED_SIZE, (m, before, tail) => {
      const entry = NAMED_SIZES.find(([re]) => new RegExp(`^(?:${re.source})$`).test(m[0]));
      // "bigger than 4K", "at least Full HD": a name compared is not read
      if (!entry || cmpOf(`${before} ${tail}`) !== 'eq' || /\bthan$/.test(before)) return;
      assertions.push({ kind: 'named_size', name: m[0], sizes: entry[1], negated, text: m[0] });
    });
    take(/\b(\d{1,6})\s*(?:px|pixels?)?\s*(?:x|by)\s*(\d{1,6})\b(?:\s*(?:px|pixels?))?/, (m, before, tail) =>
      assertions.push({
        kind: 'dimensions',
        width: Number(m[1]),
        height: Number(m[2]),
        cmp: cmpOf(`${before} ${tail}`),
        negated,
        text: m[0].trim(),
      }),
    );
    // "300 pixels on each side", "at least 500 px in both dimensions": both sides, with the bound before the number.
    take(
      /\b(\d{1,6})\s*(?:px|pixels?)?\s+(?:(?:on|in|along|for|per)\s+)?(each|both|all|every|a|either)\s+(?:sides?|dimensions?|edges?|axes|directions?)\b/,
      (m, before, tail) => {
        const cmp = cmpOf(`${before} ${tail}`);
        // "either" is "each" only under a negated bound ("no larger than 100 px in either dimension"); alone it may
        // mean "one of them"
        if (m[2] === 'either' && (!negated || cmp === 'eq')) return;
        assertions.push({ kind: 'dimensions', width: Number(m[1]), height: Number(m[1]), cmp, negated, text: m[0].trim() });
      },
    );
    // "100 px on its longest side", "the short edge is at least 600 pixels": the larger or smaller of the two sides.
    take(
      /\b(\d{1,6})\s*(?:px|pixels?)?\s+(?:on|along|for|at)\s+(?:its|the)\s+(long|longer|longest|short|shorter|shortest)\s+(?:side|edge|dimension)\b|\b(?:its|the)\s+(long|longer|longest|short|shorter|shortest)\s+(?:side|edge|dimension)\s+(?:is|measures)\s+((?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly|no more than|no less than)\s+)?)(\d{1,6})\b(?:\s*(?:px|pixels?)\b)?(?!\s*(?:x|by|:)\s*\d)/,
      (m, before, tail) =>
        assertions.push({
          kind: 'side',
          which: (m[2] ?? m[3] ?? '').startsWith('long') ? 'long' : 'short',
          value: Number(m[1] ?? m[5]),
          cmp: cmpOf(m[1] !== undefined ? `${before} ${tail}` : `${m[4] ?? ''} ${tail}`),
          negated,
          text: m[0].trim(),
        }),
    );
    // The pixel count: "786,432 pixels in total", "has exactly 307200 pixels", "the pixel count is over 1000000".
    take(
      /\b(\d{1,9})\s+pixels\s+(?:in total|total|overall|in all|altogether)\b|\b(?:has|have|comprises|totals?|totalling|totaling)\s+((?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly)\s+)?)(\d{1,9})\s+pixels\b(?!\s+(?:wide|tall|high|across|in|on|along|per|by|x|square|of)\b)|\b(?:total\s+)?(?:pixel count|number of pixels)\s+(?:is|of)\s+((?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly)\s+)?)(\d{1,9})\b(?!\s*(?:x|by|px|per|:)\b)/,
      (m, before, tail) =>
        assertions.push({
          kind: 'pixels',
          value: Number(m[1] ?? m[3] ?? m[5]),
          ...(m[3] !== undefined && !/^\s*(?:in total|total|overall|in all|altogether)\b/.test(` ${clause} `.slice(m.index + m[0].length))
            ? { loose: true }
            : {}),
          cmp: cmpOf(m[1] !== undefined ? `${before} ${tail}` : `${m[2] ?? m[4] ?? ''} ${tail}`),
          negated,
          text: m[0].trim(),
        }),
    );
    // "twice as wide as it is tall", "the width is four times the height": an aspect ratio in words.
    take(
      /\b(twice|two times|thrice|three times|four times|five times|half)\s+as\s+(wide|tall|high)\s+as\s+(?:it\s+is\s+)?(wide|tall|high)\b|\b(width|height)\s+is\s+(?:exactly\s+)?(twice|two times|three times|four times|five times|half)\s+(?:its|the)\s+(width|height)\b/,
      (m) => {
        const times = TIMES[(m[1] ?? m[5]) as string] as number;
        const first = m[2] ?? m[4];
        const second = m[3] ?? m[6];
        const wideFirst = first === 'wide' || first === 'width';
        const wideSecond = second === 'wide' || second === 'width';
        if (wideFirst === wideSecond) return;
        const ratio = wideFirst ? times : 1 / times;
        const label = ratio >= 1 ? `${ratio}:1` : `1:${1 / ratio}`;
        assertions.push({ kind: 'aspect', ratio, label, negated, text: m[0].trim() });
      },
    );
    take(/\b(?:aspect ratio (?:of |is )?)?(\d{1,3}(?:\.\d+)?)\s*:\s*(\d{1,3}(?:\.\d+)?)\b(?: aspect ratio)?/, (m, before) =>
      assertions.push({
        kind: 'aspect',
        ratio: Number(m[1]) / Number(m[2]),
        label: `${m[1]}:${m[2]}`,
        ...(/\b(?:exact|exactly|precisely)\b/.test(before) ? { exact: true } : {}),
        negated,
        text: m[0].trim(),
      }),
    );
    take(
      /\b(?:width|wide|wider|narrower)\b[^\d]{0,30}?(\d{1,6})\s*(?:px|pixels?)?|\b(\d{1,6})\s*(?:px|pixels?)?\s*(?:wide|across|in width)\b/,
      (m, before, tail) =>
        assertions.push({
          kind: 'width',
          value: Number(m[1] ?? m[2]),
          cmp: cmpOf(`${before} ${m[0]} ${tail}`),
          negated,
          text: m[0].trim(),
        }),
    );
    take(
      /\b(?:height|tall|high|taller|shorter)\b[^\d]{0,30}?(\d{1,6})\s*(?:px|pixels?)?|\b(\d{1,6})\s*(?:px|pixels?)?\s*(?:tall|high|in height)\b/,
      (m, before, tail) =>
        assertions.push({
          kind: 'height',
          value: Number(m[1] ?? m[2]),
          cmp: cmpOf(`${before} ${m[0]} ${tail}`),
          negated,
          text: m[0].trim(),
        }),
    );
    // A count of frames, after a verb of playing through them ("runs for five frames", "loops over 5 frames", "cycles
    // through 5 frames", "spans 4 frames") whose preposition says where, not how many; as a compound ("a 4-frame GIF");
    // with "in total", "in all" or "long" after it.
    take(
      /\b((?:loops?|looping|looped|cycles?|cycling|cycled|runs?|running|plays?|playing|lasts|lasting|spans?|spanning|spread|steps?|stepping|animates?)\s+(?:(?:over|through|for|across|in)\s+)?)?(?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly|only)\s+)?(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+|\s*-\s*)(?:or (?:more|fewer|less)\s+)?(?:animation\s+|image\s+|animated\s+)?frames?\b(?:\s+(?:in total|total|in all|altogether|long))?(?!\s+(?:is|are|was|were|measures?|of the)\b)/,
      (m, before) => {
        // after the verb, only the words of the count itself compare
        const verb = m[1] !== undefined;
        assertions.push({
          kind: 'frames',
          value: smallNumberWordValue(m[2] as string) ?? Number(m[2]),
          cmp: cmpOf(verb ? m[0].slice((m[1] as string).length) : `${before} ${m[0]}`),
          negated,
          text: m[0].trim(),
        });
      },
    );
    // "the frame count is 4", "the number of frames is at least 3"
    take(
      /\b(?:frame count|number of frames|frame total)\s+(?:(?:is|of|equals|totals)\s+)?(?:(?:more than|over|above|at least|fewer than|less than|under|below|at most|exactly|only)\s+)?(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:x|by|px|pixels?|ms|s|seconds?|%|per)\b)/,
      (m, before) =>
        assertions.push({
          kind: 'frames',
          value: smallNumberWordValue(m[1] as string) ?? Number(m[1]),
          cmp: cmpOf(`${before} ${m[0]}`),
          negated,
          text: m[0].trim(),
        }),
    );
    // "taller than it is wide", "wider than tall": the shape in words, the same test as portrait / landscape.
    take(
      /\b(?:(taller)\s+than\s+(?:it\s+is\s+|they\s+are\s+)?(?:wide|broad)|(wider|broader)\s+than\s+(?:it\s+is\s+|they\s+are\s+)?(?:tall|high))\b/,
      (m) => assertions.push({ kind: 'orientation', value: m[1] ? 'portrait' : 'landscape', negated, text: m[0] }),
    );
    take(/\b(landscape|portrait)(?:[- ](?:mode|format|layout|oriented|orientation|shaped|shape))?\b/, (m) =>
      assertions.push({ kind: 'orientation', value: m[1] as 'landscape' | 'portrait', negated, text: m[0] }),
    );
    // "64 pixels square", "a 512px square": both sides, not only the shape.
    take(/\b(\d{1,6})\s*(?:-\s*)?(?:px|pixels?)\s+square\b/, (m) =>
      assertions.push({ kind: 'dimensions', width: Number(m[1]), height: Number(m[1]), cmp: 'eq', negated, text: m[0].trim() }),
    );
    take(/\bsquare(?:[- ](?:format|shaped|shape))?\b/, (m) =>
      assertions.push({ kind: 'orientation', value: 'square', negated, text: m[0] }),
    );
    // The format word after it ("a static GIF") stays in the claim for the format assertion to read.
    // "The GIF is an animation", "it is a looping animation": the noun as predicate says the file is animated. As
    // subject ("the animation has 4 frames") it only names the file.
    take(/\banimation\b/, (m) => {
      if (!/\b(?:is|was)\s+(?:not\s+)?(?:an?|one)\s+(?:[a-z0-9-]+\s+){0,3}$/.test(` ${clause} `.slice(0, m.index))) return;
      assertions.push({ kind: 'animated', value: true, negated, text: m[0] });
    });
    take(/\b(?:(animated)|(static|still|single[- ]frame|non-animated))\b/, (m) => {
      const isAnimated = m[1] !== undefined;
      // "non-animated" carries its own negation; do not let the clause's "non" flip it back.
      assertions.push({ kind: 'animated', value: isAnimated, negated: isAnimated ? negated : false, text: m[0].trim() });
    });
    // "non-interlaced" and "non-progressive" carry their own negation, as "non-animated" does.
    // The noun after the word names the same fact: "progressive encoding", "interlaced mode", "Adam7 scans". "Progressive
    // scan" and "interlaced scanning" are also terms of video, so the singular and the gerund are not read.
    take(
      /\b(non-)?(?:interlaced|interlacing|interlace|adam7|progressive)(?:\s+(?:encoding|encoded|coding|mode|scans|compression))?\b/,
      (m) =>
        assertions.push({
          kind: 'interlaced',
          value: m[1] === undefined,
          negated: m[1] === undefined ? negated : false,
          text: m[0].trim(),
        }),
    );
    take(/\b(?:alpha(?:\s+channel)?|rgba)\b/, (m) => assertions.push({ kind: 'alpha', value: true, negated, text: m[0].trim() }));
    // "supports transparency": whether any pixel can be transparent, a fact of the file's coding, not of its pixels.
    take(
      /\b(?:supports?|supporting|allows?|capable of|support for|supports? for)\s+(?:(?:an?|the)\s+)?(?:transparency|transparent pixels|an alpha channel|alpha)\b|\bcan\s+(?:hold|have|contain|show|store|be)\s+(?:transparency|transparent(?: pixels)?)\b/,
      (m) => assertions.push({ kind: 'transparency_capable', negated, text: m[0].trim() }),
    );
    // "transparent areas", "a transparent background": a transparent part of the picture is a transparent pixel of the
    // file, so these nouns name nothing else; "opaque" (fully, completely) says no pixel is transparent.
    take(
      /\b(?:transparent|transparency)(?:\s+(?:background|backgrounds|areas?|regions?|parts?|pixels?|portions?|sections?|corners?|edges?|borders?|margins?))?\b/,
      (m) => assertions.push({ kind: 'transparent', negated, text: m[0].trim() }),
    );
    take(/\b(?:(?:fully|completely|entirely|totally|wholly)\s+)?opaque\b/, (m) =>
      assertions.push({ kind: 'transparent', negated: !negated, text: m[0].trim() }),
    );
    take(
      /\b(?:gps|geotag(?:ged)?|geo-?location|location (?:meta)?data|location info(?:rmation)?|location tags?|geodata|coordinates|latitude|longitude)\b/,
      (m) => assertions.push({ kind: 'gps', negated, text: m[0] }),
    );
    take(
      /\b(?:taken|shot|captured|made)\s+(?:with|on|by|using)\s+(?:an?\s+|the\s+)?([a-z0-9][a-z0-9 .-]{1,40}?)(?:\s+camera|\s+phone)?\s*$|\b(?:camera\s+(?:make|maker|model|brand|manufacturer)?|(?:make|maker|model|brand|manufacturer))\s*(?:(?:recorded|stored|listed|given)\s+)?(?:(?:in|of)\s+(?:the\s+)?(?:exif|metadata)(?:\s+data)?\s+)?(?:is|was|:)\s*(?:an?\s+)?([a-z0-9][a-z0-9 .-]{1,40}?(?:\s*\([a-z0-9 .-]{1,40}\))?)\s*$/,
      (m) => assertions.push({ kind: 'camera', value: (m[1] ?? m[2] ?? '').trim(), negated, text: m[0].trim() }),
    );
    // after the camera phrase, which may name the EXIF block it comes from ("the make in the EXIF is Canon")
    // "the EXIF orientation tag is 6 (rotate 90° CW)": the tag's value, with a phrase that must name the same value.
    take(
      /\b(?:(?:the|its)\s+)?(?:exif\s+)?orientation\s+(?:tag|flag|value|field|setting)\s+(?:is|=|:|equals|of|set to)\s+([1-8])\b(?:\s*\(([^)]{1,40})\))?|\bexif\s+orientation\s+(?:is|=|:|equals|of|set to)\s+([1-8])\b(?:\s*\(([^)]{1,40})\))?/,
      (m) => {
        const value = Number(m[1] ?? m[3]);
        const gloss = m[2] ?? m[4];
        if (gloss !== undefined && orientationPhrase(gloss) === undefined) return;
        const a: ImageAssertion = { kind: 'exif_orientation', value, negated, text: m[0].trim() };
        if (gloss !== undefined && orientationPhrase(gloss) !== value) a.open = `"${gloss}" names another orientation value`;
        assertions.push(a);
      },
    );
    take(/\bexif\b/, (m) => assertions.push({ kind: 'exif', negated, text: m[0] }));
    take(/\b(png|apng|jpe?g|gif|webp)\b/, (m) =>
      assertions.push({ kind: 'format', format: FORMAT_WORDS[m[1] as string] as ImageFormat, negated, text: m[0] }),
    );
    // "stripped of EXIF", "the GPS data was removed", "converted from a JPEG": the clause tells what the file had or was
    // before, which this reader does not weigh, so its file-only facts are left open rather than read as present.
    if (CHANGED.test(clause))
      for (const a of assertions.slice(firstAssertion))
        if (FILE_ONLY.has(a.kind)) a.open = 'the claim speaks of data removed or of what the file was before';
    const kinds = new Set(assertions.slice(firstAssertion).map((a) => a.kind));
    const measured =
      kinds.has('named_size') ||
      kinds.has('side') ||
      kinds.has('pixels') ||
      kinds.has('dimensions') ||
      kinds.has('width') ||
      kinds.has('height') ||
      kinds.has('aspect') ||
      kinds.has('orientation');
    for (const part of rest.split(/[^a-z0-9'-]+/)) {
      const w = part.replace(/^[-']+|[-']+$/g, '');
      // "The JPEG is taller than it is wide": words of size read by no size assertion of their clause say something
      // the engine did not decide, so they stay in the claim (never decided on the format alone).
      if (!measured && MEASURE_WORDS.has(w)) {
        leftovers.push(w);
        continue;
      }
      // A number no assertion read is part of the claim all the same ("64 pixels" beside a shape): never dropped.
      if (/^\d+$/.test(w)) {
        leftovers.push(w);
        continue;
      }
      if (w.length < 2 || FILLER.has(w) || NEGATION.test(w)) continue;
      if (
        /^(?:than|more|less|over|under|above|below|least|most|greater|smaller|larger|wider|taller|exceeds?|exceeding|exactly|about|approximately|approx|roughly|around|circa|nearly|almost|close|just|barely|quite|give|take|so|between|from|either|neither|nor|or|up|only)$/.test(
          w,
        )
      )
        continue;
      // the words that say which frame, once the clause is about frames
      if (
        (own || carried !== null) &&
        /^(?:each|every|all|both|any|some|none|first|last|final|initial|opening|second|third|fourth|fifth|no|number|\d+(?:st|nd|rd|th))$/.test(
          w,
        )
      )
        continue;
      leftovers.push(w);
    }
    if (leftovers.length > firstLeftover) for (const a of assertions.slice(firstAssertion)) aboutContent.add(a);
    // "contains a 40x40 image": the size is that of the thing contained, for a vision model to find.
    if (assertions.slice(firstAssertion).some((a) => aboutContent.has(a)) && leftovers.length === firstLeftover) leftovers.push('contains');
  }
  return {
    assertions: namedSizes(assertions),
    semanticWords: leftovers,
    aboutContent,
    thumbnail: /\b(?:thumbnails?|previews?)\b/.test(whole),
  };
}
