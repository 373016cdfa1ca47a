// The Nx project of a new service, in the shape of apps/billing-service: main.ts, module, env, data
// source, first migration, project.json, tsconfig.

/**
 * @param {ReturnType<typeof import('./names.mjs').serviceNames>} n
 * @param {number} now epoch ms of the first migration
 * @returns {Record<string, string>} path (relative to the repo root) -> content
 */
export function appFiles(n, now) {
  const dir = `apps/${n.name}`;
  const migrationClass = `Create${n.Pascal}Records${now}`;
  return {
    [`${dir}/project.json`]: `{
  "name": "${n.name}",
  "$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "${dir}/src",
  "projectType": "application",
  "tags": ["scope:service", "type:app"],
  "implicitDependencies": ["contracts", "server-kit"],
  "targets": {
    "build": {
      "command": "node tools/build/build-node-app.mjs ${n.name}",
      "outputs": ["{workspaceRoot}/dist/apps/${n.name}"]
    },
    "serve": { "command": "node dist/apps/${n.name}/main.js", "dependsOn": ["build"] },
    "lint": { "command": "eslint ${dir}" },
    "typecheck": { "command": "tsc -p ${dir}/tsconfig.json --noEmit" },
    "test": { "command": "jest --config jest.config.cjs --passWithNoTests ${dir}" }
  }
}
`,

    [`${dir}/tsconfig.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node"] },
  "include": ["src/**/*.ts", "../../libs/contracts/src/**/*.ts", "../../libs/server-kit/src/**/*.ts"]
}
`,

    [`${dir}/src/main.ts`]: `import 'reflect-metadata';
import { runService } from '@mpu/server-kit/service';
import { ${n.CONST}_SCHEMA, ${n.CONST}_SERVICE_NAME, ${n.natsKey}EnvSchema } from './config/${n.short}-env';
import { create${n.Pascal}DataSource } from './database/${n.short}-data-source';
import { ${n.Pascal}ServiceModule } from './${n.name}.module';

runService({
  name: ${n.CONST}_SERVICE_NAME,
  schema: ${n.CONST}_SCHEMA,
  envSchema: ${n.natsKey}EnvSchema,
  createDataSource: create${n.Pascal}DataSource,
  module: (env) => ${n.Pascal}ServiceModule.forRoot(env),
});
`,

    [`${dir}/src/${n.name}.module.ts`]: `import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@mpu/contracts';
import { DatabaseModule, ServiceHealthModule } from '@mpu/server-kit/service';
import { ${n.CONST}_SCHEMA, ${n.CONST}_SERVICE_NAME, type ${n.Pascal}Env } from './config/${n.short}-env';
import { create${n.Pascal}DataSource } from './database/${n.short}-data-source';

/** TODO: what ${n.name} owns, in one sentence. Its feature modules go into \`imports\`. */
@Module({})
export class ${n.Pascal}ServiceModule {
  static forRoot(env: ${n.Pascal}Env): DynamicModule {
    return {
      module: ${n.Pascal}ServiceModule,
      imports: [
        DatabaseModule.forRoot({
          createDataSource: () => create${n.Pascal}DataSource(env.DATABASE_URL),
          schema: ${n.CONST}_SCHEMA,
          runMigrations: env.RUN_MIGRATIONS,
        }),
        ServiceHealthModule.forRoot({
          service: ${n.CONST}_SERVICE_NAME,
          natsUrl: env.NATS_URL,
          pingSubject: SUBJECTS.${n.natsKey}.ping,
        }),
      ],
    };
  }
}
`,

    [`${dir}/src/config/${n.short}-env.ts`]: `import { serviceEnvSchema } from '@mpu/server-kit';

export const ${n.natsKey}EnvSchema = serviceEnvSchema(${n.port});
export type ${n.Pascal}Env = ReturnType<typeof ${n.natsKey}EnvSchema.parse>;

export const ${n.CONST}_SCHEMA = '${n.schema}';
export const ${n.CONST}_SERVICE_NAME = '${n.name}';
`,

    [`${dir}/src/database/${n.short}-data-source.ts`]: `import { createServiceDataSource } from '@mpu/server-kit/service';
import { ${n.CONST}_SCHEMA } from '../config/${n.short}-env';
import { ${migrationClass} } from './migrations/${now}-create${n.Pascal}Records';

export function create${n.Pascal}DataSource(url: string) {
  return createServiceDataSource({
    url,
    schema: ${n.CONST}_SCHEMA,
    entities: [],
    migrations: [${migrationClass}],
  });
}
`,

    [`${dir}/src/database/migrations/${now}-create${n.Pascal}Records.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service's first table. Shape it as the service needs before its first deployment; once deployed,
 * a migration never changes again, the next change is a new migration.
 */
export class ${migrationClass} implements MigrationInterface {
  name = '${migrationClass}';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`
      CREATE TABLE ${n.schema}.records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    \`);
    await queryRunner.query('CREATE INDEX records_user_id_idx ON ${n.schema}.records (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ${n.schema}.records');
  }
}
`,
  };
}
