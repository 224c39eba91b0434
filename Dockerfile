# Production image: build once, serve it (scripts/serve.mjs) behind the migrate step of scripts/start.ts.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsx scripts/build.ts

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app /app
EXPOSE 3000
# Readiness (issue 35): healthy once the database answers, the migrations are current and the
# inventory was read; /api/health stays the liveness answer (docs/operations.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npx", "tsx", "scripts/start.ts"]
