#pragma once
/// Overloaded{[](const A&) {...}, [](const B&) {...}}: one visitor for std::visit out of lambdas.

namespace entanglion {

template <typename... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};
// Spelled out for compilers without aggregate deduction (clang 14 builds the fuzz targets).
template <typename... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

}  // namespace entanglion
