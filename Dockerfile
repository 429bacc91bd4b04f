# One image for the three services (docker-compose.yml picks the command): the workspace installed
# with `npm ci`; the rest-api and the gateway compiled to JavaScript (`npm run build:servers`, into
# rest-api/dist and gateway/dist) and run as their `npm run start:prod` does, without tsx; the web built
# (`vite build` into web/dist) with its front server (web/server/dist), which serves it (DESIGN §1).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY packages/graphql-types/package.json packages/graphql-types/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:servers && npm run build --workspace web
ENV NODE_ENV=production
