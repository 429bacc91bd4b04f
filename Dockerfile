# One image for the three services (docker-compose.yml picks the command), built in two stages so that
# what runs holds no compiler, no test tool and no source (README "Deployment"):
# - build: the workspace installed with `npm ci` (dev dependencies included); the rest-api and the
#   gateway compiled to JavaScript (`npm run build:servers`, into rest-api/dist and gateway/dist), the
#   web built (`vite build` into web/dist) with its front server (web/server/dist), which serves it
#   (DESIGN §1);
# - runtime: production dependencies only (`npm ci --omit=dev`), the build's output and the files the
#   servers read at run time (rest-api's SQL migrations, the gateway's schema.graphql), run as the
#   unprivileged `node` user, as each workspace's `npm run start:prod` does, without tsx.
# .dockerignore keeps .env files, data folders, keys and node_modules out of the build context.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY packages/graphql-types/package.json packages/graphql-types/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:servers && npm run build --workspace web

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY packages/graphql-types/package.json packages/graphql-types/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/schema.graphql ./
COPY --from=build /app/rest-api/dist rest-api/dist
COPY --from=build /app/rest-api/drizzle rest-api/drizzle
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/server/dist web/server/dist
# The files stay root-owned, so the servers cannot change their own code; the one folder they write is
# rest-api's DATA_DIR (./data: uploads being received, in STORAGE_DIR's tmp/, before they go to S3).
RUN mkdir rest-api/data && chown node:node rest-api/data
USER node
