export { castRewards, readCastState, startNextQuest, type CastState } from "./game-loop.service";
export { createGamificationRoutes } from "./gamification.routes";
