/** The element the app mounts into; spec 3 §8 names the error when it is missing. */
export function findRootElement(doc: Document = document): HTMLElement {
  const element = doc.getElementById('root');
  if (!element) throw new Error('Failed to find the root element');
  return element;
}
