import { NO_PROMISE_NOTE, promisesPassing, withNoPromiseNote } from './index';

describe('promisesPassing', () => {
  it.each([
    'Sie werden die MPU bestehen.',
    'Mit dieser Einstellung werden Sie die MPU ganz sicher bestehen!',
    'Keine Sorge, Sie werden bestehen.',
    'Du bestehst sicher.',
    'du bestehst die MPU bestimmt ohne Probleme',
    'Ich bin überzeugt, dass Sie garantiert bestehen.',
    'Damit ist die MPU so gut wie sicher bestanden.',
    'Ein positives Gutachten ist Ihnen sicher.',
    'Du wirst ein positives Gutachten bekommen.',
    'Das schaffst du bei der MPU locker.',
    'Sie werden die MPU schaffen.',
    'Ich gebe Ihnen eine Erfolgsgarantie.',
  ])('flags: %s', (text) => {
    expect(promisesPassing(text)).toBe(true);
  });

  it.each([
    'Ob Sie die MPU bestehen, kann niemand vorhersagen.',
    'Ich kann nicht versprechen, dass Sie sicher bestehen.',
    'Sie werden die MPU nicht bestehen, wenn Sie so antworten.',
    'Sie werden die MPU nur bestehen, wenn Ihre Veränderung glaubhaft ist.',
    'Niemand kann garantieren, dass du bestehst.',
    'Wie haben Sie Ihr Verhalten seitdem verändert?',
    'Es gibt keine Erfolgsgarantie, aber eine gute Vorbereitung hilft.',
    'Viele Menschen bestehen die MPU mit guter Vorbereitung.',
    'Sie werden weiter darauf bestehen, dass es nur ein Bier war?',
    'Das schaffst du bestimmt, den Plan diese Woche aufzuschreiben.',
    '',
  ])('does not flag: %s', (text) => {
    expect(promisesPassing(text)).toBe(false);
  });
});

describe('withNoPromiseNote', () => {
  it('appends the note in the register of the mode', () => {
    expect(withNoPromiseNote('Sie werden die MPU bestehen.')).toBe(
      `Sie werden die MPU bestehen.\n\n${NO_PROMISE_NOTE.Sie}`,
    );
    expect(withNoPromiseNote('Du bestehst sicher!', 'du')).toBe(
      `Du bestehst sicher!\n\n${NO_PROMISE_NOTE.du}`,
    );
  });

  it('leaves other replies untouched and never adds the note twice', () => {
    const question = 'Was hat sich in Ihrem Alltag verändert?';
    expect(withNoPromiseNote(question)).toBe(question);
    const once = withNoPromiseNote('Sie werden die MPU bestehen.');
    expect(withNoPromiseNote(once)).toBe(once);
  });

  it('keeps its own note from counting as a promise', () => {
    expect(promisesPassing(NO_PROMISE_NOTE.Sie)).toBe(false);
    expect(promisesPassing(NO_PROMISE_NOTE.du)).toBe(false);
  });
});
