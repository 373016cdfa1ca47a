// Every spelling of a new service's name the generated files need, from `<something>-service`.

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*-service$/;

const pascal = (kebab) =>
  kebab
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/**
 * @param {string} name e.g. `content-admin-service`
 * @param {{ port: number, schema?: string }} options
 */
export function serviceNames(name, { port, schema }) {
  if (!NAME.test(name))
    throw new Error(`"${name}" is no kebab-case name ending in -service (e.g. analytics-service)`);
  const short = name.replace(/-service$/, ''); // content-admin: file prefix and NATS subject prefix
  const Pascal = pascal(short); // ContentAdmin
  const resolvedSchema = schema ?? short.replaceAll('-', '_');
  if (!/^[a-z_][a-z0-9_]*$/.test(resolvedSchema))
    throw new Error(`"${resolvedSchema}" is no Postgres schema name (lower case, digits, _)`);
  return {
    name,
    short,
    Pascal,
    natsKey: Pascal[0].toLowerCase() + Pascal.slice(1), // contentAdmin, as in the registry's service()
    CONST: short.replaceAll('-', '_').toUpperCase(), // CONTENT_ADMIN
    schema: resolvedSchema,
    port,
  };
}
