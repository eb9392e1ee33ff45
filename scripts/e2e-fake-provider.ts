import { startFakeOpenAi } from "../src/server/testing/fake-openai";

/**
 * The journeys' stand-in AI provider: a real HTTP server on 127.0.0.1 speaking the OpenAI
 * /chat/completions protocol that answers each request with the first sentence of the system message it
 * was sent, so a journey through the browser can see which voice the product asked the provider for.
 * Port from FAKE_PROVIDER_PORT.
 */
const port = Number(process.env.FAKE_PROVIDER_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Set FAKE_PROVIDER_PORT to the port to listen on");
const provider = await startFakeOpenAi({ port });
provider.setBehaviour({ kind: "echo-system" });
console.log(`fake AI provider at ${provider.baseUrl}`);
