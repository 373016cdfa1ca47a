/** Parameter decorators run while the method already exists: a method decorator is applied through its descriptor. */
export function decorateMethod(
  target: object,
  key: string | symbol | undefined,
  decorator: MethodDecorator,
): void {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) decorator(target, key, descriptor);
}
