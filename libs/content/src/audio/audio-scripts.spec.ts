import { ARTICLES } from '../library';
import { AUDIO_SCRIPTS, AUDIO_TOPICS, wordCount } from './audio-scripts';

describe('the audio scripts', () => {
  it('exist for the /info overview and for every article with audio, and for nothing else', () => {
    const withAudio = ARTICLES.filter((article) => article.hasAudio).map((article) => article.topic);
    expect([...AUDIO_TOPICS].sort()).toEqual([...withAudio].sort());
    expect(Object.keys(AUDIO_SCRIPTS).sort()).toEqual(['info', ...withAudio].sort());
  });

  it.each(Object.entries(AUDIO_SCRIPTS))('%s has 180 to 280 words', (_key, script) => {
    const words = wordCount(script.text);
    expect(words).toBeGreaterThanOrEqual(180);
    expect(words).toBeLessThanOrEqual(280);
  });

  it('carries the article title for every article script', () => {
    for (const topic of AUDIO_TOPICS) {
      expect(AUDIO_SCRIPTS[topic].title).toBe(ARTICLES.find((article) => article.topic === topic)?.title);
    }
  });

  it.each(Object.entries(AUDIO_SCRIPTS))('%s is plain text written for listening', (_key, script) => {
    // No markup, list bullets, table pipes, symbols a voice reads badly, or links.
    expect(script.text).not.toMatch(/<\/?[a-z]+>|\*\*|^\s*([-•*]|\d+\.)\s|\||‰|%|€|https?:|\/[a-z]/m);
    // Short sentences: none longer than 30 words.
    const sentences = script.text.split(/(?<=[.?!])\s+/);
    for (const sentence of sentences) expect(wordCount(sentence)).toBeLessThanOrEqual(30);
    // Formal address ("Sie"), never "du".
    expect(script.text).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deiner|euch|ihr)\b/);
    expect(script.text).toMatch(/\bSie\b/);
  });

  it('never promises that the listener passes', () => {
    const text = Object.values(AUDIO_SCRIPTS)
      .map((script) => script.text)
      .join(' ');
    expect(text).not.toMatch(
      /(werden|wirst) (die mpu )?(sicher|garantiert|bestimmt) bestehen|bestehensgarantie|garantiert (positiv|bestanden)/i,
    );
    // Every mention of a guarantee denies it or warns about it.
    for (const match of text.matchAll(/[^.?!]*garant[^.?!]*[.?!]/gi)) {
      expect(match[0]).toMatch(/niemand|nicht|kein|hellhörig/i);
    }
  });
});
