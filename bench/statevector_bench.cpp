// Gate application: the specialised kernels (TwoQubitState::apply) side by side with the dense
// 4x4 reference, for every gate kind. Run: build/bin/statevector_bench (see docs/performance.md).
//
//   BM_Kernel/<GATE>       apply_kernel<GATE>(ship): the kernel alone, kind fixed at compile time
//   BM_Apply/<GATE>        apply(Gate): the public entry the game uses (switch on the kind + kernel)
//   BM_Dense/<GATE>        apply_dense(Gate): builds the 4x4 matrix from Kronecker products, then
//                          multiplies (the reference path as the tests call it)
//   BM_DenseMatrix/<GATE>  apply_matrix(M) with M built once outside the loop: the matrix-vector
//                          product alone, the fairest possible dense comparison
//   BM_KernelThroughput/<GATE>, BM_DenseMatrixThroughput/<GATE>
//                          the same on eight independent states per iteration; the per_gate
//                          counter is the time per gate application (throughput, not latency)
//   BM_ApplyCardSequence   apply() over a fixed pseudo-random sequence of card gates on random
//                          ships, so the branch predictor cannot learn one gate
// The ship is hidden from the optimiser (DoNotOptimize) and the state goes through memory every
// iteration (DoNotOptimize + ClobberMemory), so no gate application can be folded away.
#include <benchmark/benchmark.h>

#include <array>
#include <string>
#include <vector>

#include "statevector/gate.h"
#include "statevector/random.h"
#include "statevector/state.h"

namespace entanglion {
namespace {

// A generic complex state, so no kernel sees conveniently zero amplitudes.
TwoQubitState start_state() {
    TwoQubitState state(Eigen::Vector4cd(Complex(0.1, 0.2), Complex(-0.3, 0.4), Complex(0.5, -0.1), Complex(0.2, 0.3)));
    state.renormalize();
    return state;
}

template <GateKind kKind>
void BM_Kernel(benchmark::State& bench, Ship ship) {
    TwoQubitState state = start_state();
    for (auto _ : bench) {
        benchmark::DoNotOptimize(ship);
        state.apply_kernel<kKind>(ship);
        benchmark::DoNotOptimize(state);
        benchmark::ClobberMemory();
    }
    bench.SetItemsProcessed(bench.iterations());
}

// Eight independent states per iteration: the per-gate cost when consecutive gates do not wait
// for each other's results (the loop above is bound by the latency of one gate feeding the next).
constexpr int kLanes = 8;

void set_per_gate_counter(benchmark::State& bench) {
    bench.SetItemsProcessed(bench.iterations() * kLanes);
    bench.counters["per_gate"] = benchmark::Counter(static_cast<double>(bench.iterations() * kLanes),
                                                    benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <GateKind kKind>
void BM_KernelThroughput(benchmark::State& bench, Ship ship) {
    std::array<TwoQubitState, kLanes> states;
    states.fill(start_state());
    for (auto _ : bench) {
        benchmark::DoNotOptimize(ship);
        for (TwoQubitState& state : states) state.apply_kernel<kKind>(ship);
        benchmark::DoNotOptimize(states);
        benchmark::ClobberMemory();
    }
    set_per_gate_counter(bench);
}

void BM_DenseMatrixThroughput(benchmark::State& bench, Gate gate) {
    std::array<TwoQubitState, kLanes> states;
    states.fill(start_state());
    const Eigen::Matrix4cd matrix = gate_matrix(gate);
    for (auto _ : bench) {
        benchmark::DoNotOptimize(matrix.data());
        for (TwoQubitState& state : states) state.apply_matrix(matrix);
        benchmark::DoNotOptimize(states);
        benchmark::ClobberMemory();
    }
    set_per_gate_counter(bench);
}

void BM_Apply(benchmark::State& bench, Gate gate) {
    TwoQubitState state = start_state();
    for (auto _ : bench) {
        benchmark::DoNotOptimize(gate);  // the gate is not a compile-time constant to the loop
        state.apply(gate);
        benchmark::DoNotOptimize(state);
        benchmark::ClobberMemory();
    }
    bench.SetItemsProcessed(bench.iterations());
}

void BM_Dense(benchmark::State& bench, Gate gate) {
    TwoQubitState state = start_state();
    for (auto _ : bench) {
        benchmark::DoNotOptimize(gate);
        state.apply_dense(gate);
        benchmark::DoNotOptimize(state);
        benchmark::ClobberMemory();
    }
    bench.SetItemsProcessed(bench.iterations());
}

void BM_DenseMatrix(benchmark::State& bench, Gate gate) {
    TwoQubitState state = start_state();
    const Eigen::Matrix4cd matrix = gate_matrix(gate);
    for (auto _ : bench) {
        benchmark::DoNotOptimize(matrix.data());
        state.apply_matrix(matrix);
        benchmark::DoNotOptimize(state);
        benchmark::ClobberMemory();
    }
    bench.SetItemsProcessed(bench.iterations());
}

void BM_ApplyCardSequence(benchmark::State& bench) {
    constexpr std::size_t kLength = 4096;  // a power of two: the index wraps with a mask
    Rng rng(1);
    std::vector<Gate> gates;
    for (std::size_t i = 0; i < kLength; ++i) {
        gates.push_back(Gate{kCardGateKinds[rng.uniform_index(4)], kShips[rng.uniform_index(2)]});
    }
    TwoQubitState state = start_state();
    std::size_t i = 0;
    for (auto _ : bench) {
        state.apply(gates[i]);
        i = (i + 1) & (kLength - 1);
        benchmark::DoNotOptimize(state);
        benchmark::ClobberMemory();
    }
    bench.SetItemsProcessed(bench.iterations());
}

template <GateKind kKind>
void register_gate(const std::string& suffix, Ship ship) {
    const Gate gate{kKind, ship};
    const std::string id = std::string(gate_id(kKind)) + suffix;
    benchmark::RegisterBenchmark(("BM_Kernel/" + id).c_str(), BM_Kernel<kKind>, ship);
    benchmark::RegisterBenchmark(("BM_Apply/" + id).c_str(), BM_Apply, gate);
    benchmark::RegisterBenchmark(("BM_Dense/" + id).c_str(), BM_Dense, gate);
    benchmark::RegisterBenchmark(("BM_DenseMatrix/" + id).c_str(), BM_DenseMatrix, gate);
    benchmark::RegisterBenchmark(("BM_KernelThroughput/" + id).c_str(), BM_KernelThroughput<kKind>, ship);
    benchmark::RegisterBenchmark(("BM_DenseMatrixThroughput/" + id).c_str(), BM_DenseMatrixThroughput, gate);
}

void register_all() {
    // The engine cards first, played for Mercurial, then for Rubicon (other index pairs, and
    // CNOT with the other control); then the remaining gate kinds.
    register_gate<GateKind::kX>("", Ship::kMercurial);
    register_gate<GateKind::kH>("", Ship::kMercurial);
    register_gate<GateKind::kCNOT>("", Ship::kMercurial);
    register_gate<GateKind::kSWAP>("", Ship::kMercurial);
    register_gate<GateKind::kX>(":RUBICON", Ship::kRubicon);
    register_gate<GateKind::kH>(":RUBICON", Ship::kRubicon);
    register_gate<GateKind::kCNOT>(":RUBICON", Ship::kRubicon);
    register_gate<GateKind::kSWAP>(":RUBICON", Ship::kRubicon);
    register_gate<GateKind::kI>("", Ship::kMercurial);
    register_gate<GateKind::kY>("", Ship::kMercurial);
    register_gate<GateKind::kZ>("", Ship::kMercurial);
    register_gate<GateKind::kS>("", Ship::kMercurial);
    register_gate<GateKind::kCZ>("", Ship::kMercurial);
    benchmark::RegisterBenchmark("BM_ApplyCardSequence", BM_ApplyCardSequence);
}

}  // namespace
}  // namespace entanglion

int main(int argc, char** argv) {
    entanglion::register_all();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
