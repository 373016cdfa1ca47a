const { compilerOptions } = require('../../tsconfig.base.json');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** Maps the tsconfig path aliases (@mpu/*) to their sources. */
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(root, target),
  ]),
);

/** SWC with decorator metadata, which Nest's dependency injection needs. */
const swcTransform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

module.exports = { moduleNameMapper, swcTransform };
