# One image for the API, the projector and the one-shot migration: all three run the TypeScript sources through
# tsx, and the API also serves the two web apps. Node 24, the current LTS (20 reached its end of life in April 2026).
# Two stages, so that the image carries no development dependency: Vite, TypeScript, Jest and the embedded
# PostgreSQL are needed to build the sites and to test, not to run.

# Stage 1: the two sites, built with every dependency.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so that the dependency layer is rebuilt only when they change, not on every source edit.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY event-store/package.json event-store/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY consumer-web/package.json consumer-web/
COPY admin-web/package.json admin-web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

# Stage 2: what runs. tsx and cli-progress (the projections and seed commands' progress bar) are production
# dependencies for this reason; embedded-postgres is not, so every process here needs DATABASE_URL.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY event-store/package.json event-store/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY consumer-web/package.json consumer-web/
COPY admin-web/package.json admin-web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The sources (.dockerignore keeps node_modules, dist, .data and .env out), then the sites built in stage 1.
COPY . .
COPY --from=build /app/consumer-web/dist consumer-web/dist
COPY --from=build /app/admin-web/dist admin-web/dist

ENV HOST=0.0.0.0 \
    PORT=3000
USER node
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "command-api/src/server.ts"]
