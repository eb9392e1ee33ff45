/** Writes each line of `stream` to stdout as `[name] line` (the scripts that run commands side by side). */
export function prefixLines(stream, name) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => {
    if (pending) process.stdout.write(`[${name}] ${pending}\n`);
  });
}
