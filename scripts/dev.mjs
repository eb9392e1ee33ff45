// `npm run dev`: the API server (restarting on change) on :3001 and Vite with hot reload on :5173,
// which proxies /api to it, so the browser sees one origin.
import { spawn } from "node:child_process";

const env = { ...process.env, PORT: "3001", PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["react-router", "dev", "--port", "5173"], { stdio: "inherit", env: process.env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
