export { applyCastRewards, startNextQuest } from "./game-loop.service";
export { createGamificationRoutes } from "./gamification.routes";
