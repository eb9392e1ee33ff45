export { createChatGuide, type ChatConfig, type ChatGuide } from "./chat.service";
export { createChatRoutes } from "./chat.routes";
export { createEnhanceRoutes } from "./enhance.routes";
export { createOracleProvider, type OracleConfig, type OracleProvider } from "./oracle-provider";
export { ownReadingContext } from "./reading-context";
export { startEnhancement } from "./enhancement.service";
