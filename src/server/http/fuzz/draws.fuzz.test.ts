import { fuzzEndpoints } from "../../testing/fuzz-harness";

await fuzzEndpoints("draws");
