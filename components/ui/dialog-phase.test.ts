import {
  CLOSE_FALLBACK_MS,
  ENTER_MS,
  LEAVE_MS,
  nextPhase,
  phaseTimer,
} from "./dialog-phase";

describe("dialog phases", () => {
  it("goes opening → open → closing → closed", () => {
    let phase = nextPhase("closed", "open");
    expect(phase).toBe("opening");
    phase = nextPhase(phase, "entered");
    expect(phase).toBe("open");
    phase = nextPhase(phase, "close");
    expect(phase).toBe("closing");
    phase = nextPhase(phase, "left");
    expect(phase).toBe("closed");
  });

  it("can be closed while still opening and reopened while closing", () => {
    expect(nextPhase("opening", "close")).toBe("closing");
    expect(nextPhase("closing", "open")).toBe("opening");
  });

  it("ignores events that do not fit the phase", () => {
    expect(nextPhase("closed", "close")).toBe("closed");
    expect(nextPhase("closed", "left")).toBe("closed");
    expect(nextPhase("open", "left")).toBe("open");
    expect(nextPhase("closing", "entered")).toBe("closing");
  });

  it("animates 150 ms in and 75 ms out, with a fallback close 100 ms after the animation", () => {
    expect(ENTER_MS).toBe(150);
    expect(LEAVE_MS).toBe(75);
    expect(phaseTimer("opening")).toEqual({ ms: 150, event: "entered" });
    expect(phaseTimer("closing")).toEqual({
      ms: CLOSE_FALLBACK_MS,
      event: "left",
    });
    expect(CLOSE_FALLBACK_MS).toBe(175);
    expect(phaseTimer("open")).toBeNull();
    expect(phaseTimer("closed")).toBeNull();
  });
});
