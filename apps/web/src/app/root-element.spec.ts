import { findRootElement } from './root-element';

describe('findRootElement', () => {
  it('returns the #root element', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<div id="root"></div>';
    expect(findRootElement(doc).id).toBe('root');
  });

  it('throws the spec error when the element is missing', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(() => findRootElement(doc)).toThrow('Failed to find the root element');
  });
});
