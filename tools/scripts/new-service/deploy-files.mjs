// The deployment entries of a new service, in the shape of billing-service's: its k8s base folder and
// the blocks the generator adds to docker-compose.yml, the overlays and k8s/secret.example.yaml.

/**
 * @param {ReturnType<typeof import('./names.mjs').serviceNames>} n
 * @returns {Record<string, string>} path (relative to the repo root) -> content
 */
export function k8sBaseFiles(n) {
  const dir = `k8s/base/${n.name}`;
  return {
    [`${dir}/kustomization.yaml`]: `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization

resources:
  - deployment.yaml
  - service.yaml
`,
    [`${dir}/service.yaml`]: `# Services talk over NATS; this Service only exposes the health port (monitoring, debugging).
apiVersion: v1
kind: Service
metadata:
  name: ${n.name}
  labels:
    app.kubernetes.io/name: ${n.name}
spec:
  selector:
    app.kubernetes.io/name: ${n.name}
  ports:
    - name: health
      port: ${n.port}
      targetPort: health
`,
    [`${dir}/deployment.yaml`]: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${n.name}
  labels:
    app.kubernetes.io/name: ${n.name}
    app.kubernetes.io/component: service
spec:
  replicas: 1
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n.name}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${n.name}
        app.kubernetes.io/component: service
    spec:
      automountServiceAccountToken: false
      enableServiceLinks: false
      securityContext:
        runAsNonRoot: true
        # The image's \`node\` user; numeric so the kubelet can verify runAsNonRoot.
        runAsUser: 1000
        runAsGroup: 1000
        seccompProfile:
          type: RuntimeDefault
      terminationGracePeriodSeconds: 30
      # Migrations run before every new pod starts; the service takes a Postgres advisory lock, so
      # replicas starting together are safe and an up-to-date schema makes this a quick no-op.
      initContainers:
        - name: migrate
          image: mpu/${n.name}
          command: ['node', 'dist/apps/${n.name}/main.js', 'migrate']
          envFrom:
            - configMapRef:
                name: mpu-config
          env:
            - name: HEALTH_PORT
              value: '${n.port}'
            - name: RUN_MIGRATIONS
              value: 'false'
            - name: SEED_DEMO_ACCOUNTS
              value: 'false'
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: ${n.name}-secrets
                  key: DATABASE_URL
          resources:
            requests:
              cpu: 50m
              memory: 192Mi
            limits:
              cpu: 500m
              memory: 384Mi
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ['ALL']
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      containers:
        - name: ${n.name}
          image: mpu/${n.name}
          ports:
            - name: health
              containerPort: ${n.port}
          envFrom:
            - configMapRef:
                name: mpu-config
          env:
            - name: HEALTH_PORT
              value: '${n.port}'
            - name: RUN_MIGRATIONS
              value: 'false'
            - name: SEED_DEMO_ACCOUNTS
              value: 'false'
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: ${n.name}-secrets
                  key: DATABASE_URL
          resources:
            requests:
              cpu: 50m
              memory: 192Mi
            limits:
              cpu: 500m
              memory: 384Mi
          startupProbe:
            httpGet:
              path: /healthz
              port: health
            periodSeconds: 2
            failureThreshold: 30
          livenessProbe:
            httpGet:
              path: /healthz
              port: health
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          readinessProbe:
            httpGet:
              path: /readyz
              port: health
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 3
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ['ALL']
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
`,
  };
}

/** The service's block in docker-compose.yml (before the gateway's). */
export const composeService = (n) => `  ${n.name}:
    build:
      <<: *app-build
      args:
        APP: ${n.name}
    image: mpu/${n.name}:dev
    environment:
      <<: *service-env
      HEALTH_PORT: '${n.port}'
      DATABASE_URL: postgres://mpu:\${POSTGRES_PASSWORD:-mpu-dev-password}@postgres:5432/mpu
    depends_on: *service-depends
    healthcheck: *app-healthcheck
    read_only: true
    tmpfs: [/tmp]
    restart: unless-stopped

`;

/** The gateway waits for every service to be healthy. */
export const composeGatewayDependency = (n) => `      ${n.name}:
        condition: service_healthy
`;

export const localImage = (n) => `  - name: mpu/${n.name}
    newTag: dev
`;

export const localSecret = (n) => `  - name: ${n.name}-secrets
    literals:
      - DATABASE_URL=postgres://mpu:mpu-local-password@postgres:5432/mpu
`;

export const productionImage = (n, tag) => `  - name: mpu/${n.name}
    newName: registry.example.de/mpu/${n.name}
    newTag: ${tag}
`;

export const productionReplicas = (n) => `  - name: ${n.name}
    count: 2
`;

export const disruptionBudget = (n) => `---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${n.name}
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n.name}
`;

export const secretExample = (n) => `---
apiVersion: v1
kind: Secret
metadata:
  name: ${n.name}-secrets
type: Opaque
stringData:
  DATABASE_URL: 'postgres://<${n.short}-user>:<password>@<postgres-host>:5432/mpu'
`;
