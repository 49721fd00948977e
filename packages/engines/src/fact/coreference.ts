import type { EntitySpan } from './entity-spans.ts';
import type { Token } from './text-units.ts';
import { STOPWORDS } from './text-units.ts';

/** Pronouns that, opening a sentence, refer back to the previous sentence's subject. */
const PRONOUNS = new Set(['it', 'he', 'she', 'they', 'its', 'his', 'her', 'their']);
/**
 * Head nouns of definite descriptions that may refer back without naming ("The company went public"). A description
 * whose noun is the last word of an earlier name ("The tower" → "Eiffel Tower") refers to that name.
 */
const REFERENTS = new Set(
  `company firm corporation business startup tower bridge building river city town village country state nation clinic hospital
  library museum team club university college school band group organisation organization agency government park airport station
  church cathedral mountain lake island crew mission spacecraft ship vessel film movie book novel album song game product device
  language program programme project drug vaccine disease president founder author artist scientist singer actor actress player
  leader chef restaurant hotel festival event conference market mall store shop factory plant mine dam canal road highway railway
  network platform app application website service system engine car vehicle aircraft plane satellite rocket telescope species
  animal tree sea ocean volcano region province district county site monument statue palace castle stadium arena`
    .split(/\s+/)
    .filter(Boolean),
);
/** How many sentences back a pronoun or a description may look, and how long a chain of references may be. */
const LOOK_BACK = 3;
const NAME_LOOK_BACK = 6;

/** What a sentence is about: a named entity, or a definite description ("the city library") when it names none. */
export interface Referent {
  text: string;
  entity: EntitySpan | null;
}

export interface SentenceView {
  tokens: Token[];
  entities: EntitySpan[];
}

/** The referring expression a sentence opens with: a pronoun, or "The"/"This" + a lower-case noun. */
export function referringPrefix(own: Token[]): { replaces: number; head: string | null } | null {
  const first = own[0];
  if (!first) return null;
  if (PRONOUNS.has(first.lower)) return { replaces: 1, head: null };
  const noun = own[1];
  if ((first.lower === 'the' || first.lower === 'this') && noun && /^\p{Ll}/u.test(noun.raw) && !STOPWORDS.has(noun.lower)) {
    return { replaces: 2, head: noun.lower };
  }
  return null;
}

/**
 * Simple coreference over a few sentences. A sentence's subject is the entity it names in its first words, what its
 * own opening pronoun refers to, or its opening definite description. A pronoun refers to the subject of the closest
 * earlier sentence that has one; a description "The tower" to the closest earlier name ending in "Tower", else (for a
 * generic noun such as "company") to that subject. Nothing else is resolved: a name that a neighbouring sentence
 * merely mentions is not lent to this one.
 */
export function createCoreference(sentence: (i: number) => SentenceView | null) {
  const subjects = new Map<number, Referent | null>();

  const antecedentOf = (i: number, depth: number): { referent: Referent; replaces: number } | null => {
    const view = sentence(i);
    const prefix = view ? referringPrefix(view.tokens) : null;
    if (!prefix || depth > LOOK_BACK) return null;
    if (prefix.head !== null) {
      for (let k = i - 1; k >= 0 && k >= i - NAME_LOOK_BACK; k--) {
        const named = sentence(k)?.entities.find((e) => e.words[e.words.length - 1] === prefix.head);
        if (named) return { referent: { text: named.text, entity: named }, replaces: prefix.replaces };
      }
      if (!REFERENTS.has(prefix.head)) return null;
    }
    for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
      const s = subjectOf(k, depth + 1);
      if (s) return { referent: s, replaces: prefix.replaces };
    }
    return null;
  };

  const subjectOf = (i: number, depth: number): Referent | null => {
    if (subjects.has(i)) return subjects.get(i) ?? null;
    const view = sentence(i);
    let found: Referent | null = null;
    if (view) {
      // A lone capitalised plural first word ("Classes start at …") is a plain noun, not a name.
      const early = view.entities.find((e) => e.start <= 2 && !(e.start === 0 && e.end === 1 && /s$/.test(e.words[0] ?? '')));
      const ante = antecedentOf(i, depth);
      if (ante) found = ante.referent;
      else if (early) found = { text: early.text, entity: early };
      else {
        const prefix = referringPrefix(view.tokens);
        if (prefix?.head) {
          // "The city library holds …": the description itself, up to the first function word.
          const words: string[] = [];
          for (let k = 1; k < Math.min(view.tokens.length, 3); k++) {
            const t = view.tokens[k] as Token;
            if (STOPWORDS.has(t.lower) || !/^\p{Ll}/u.test(t.raw) || (k > 1 && /(?:s|ed|ing)$/.test(t.lower))) break;
            words.push(t.raw);
          }
          if (words.length > 0) found = { text: words.join(' '), entity: null };
        }
      }
    }
    subjects.set(i, found);
    return found;
  };

  return { antecedentOf: (i: number) => antecedentOf(i, 0) };
}
