# The one sanitized tree (sourced by scripts/sanitize.sh and scripts/fuzz.sh, not run): clang with
# ASan + UBSan, assertions on and libFuzzer's coverage instrumentation, no UI, no benchmarks.
# -O2 with line tables only: a stack trace with file and line at a fraction of -g's compile time; -O2
# compiles as fast as -O1 here and runs the sanitized tests faster.
#   configure_sanitize_build DIR [extra cmake arguments...]
configure_sanitize_build() {
    local dir=$1
    shift
    CC=clang CXX=clang++ cmake -S . -B "$dir" -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only" \
        -DENTANGLION_FUZZ=ON -DENTANGLION_BUILD_UI=OFF -DENTANGLION_BUILD_BENCH=OFF "$@" >/dev/null
}
