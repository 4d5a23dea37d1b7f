# One image for the API, the projector and the one-shot migration: all three run the TypeScript sources through
# tsx, and the API also serves the two web apps built here.
FROM node:20-bookworm-slim

WORKDIR /app

# Manifests first, so that the dependency layer is rebuilt only when they change, not on every source edit.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY event-store/package.json event-store/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY consumer-web/package.json consumer-web/
COPY admin-web/package.json admin-web/
# Development dependencies stay: tsx runs the processes and Vite builds the web apps.
RUN npm ci --no-audit --no-fund && npm cache clean --force

COPY . .
RUN npm run build:web

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
USER node
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "command-api/src/server.ts"]
