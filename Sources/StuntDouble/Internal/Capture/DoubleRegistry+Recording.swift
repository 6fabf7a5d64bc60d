extension DoubleRegistry {
    /// A closure form starts recording a call to this registry's double:
    /// calls look for the recording until `endRecording()`.
    func beginRecording() {
        state.withLock { state in
            state.recordings += 1
            state.updateNeedsAttention()
        }
    }

    func endRecording() {
        state.withLock { state in
            state.recordings -= 1
            state.updateNeedsAttention()
        }
    }
}
