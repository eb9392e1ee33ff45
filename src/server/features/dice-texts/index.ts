export { ReadingCatalogue } from "./readings.service";
