import { StichParser } from "../grammar/parser.js";
try { new StichParser(); } catch (e) { console.log(String(e).slice(0, 2000)); }
