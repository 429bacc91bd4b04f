# One image for the three services (docker-compose.yml picks the command): the workspace installed
# with `npm ci`, run with tsx like `npm start` does.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
ENV NODE_ENV=production
