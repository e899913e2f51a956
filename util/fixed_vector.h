#pragma once
/// A vector with a fixed capacity stored inline (general purpose): the rules engine keeps every
/// pile, hand and list of legal actions in one of these, so a game never allocates.
///
/// Bounds are checked in every build, not only with assertions: an item written past the capacity
/// would land in the vector's own size field (where AddressSanitizer cannot see it) or beyond. A
/// push or insert into a full vector throws std::length_error; an index, pop, back() or erase outside
/// the elements throws std::out_of_range; the vector is left as it was.
/// Fast path: see docs/performance.md#fixedvector.

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace entanglion {

namespace detail {
[[noreturn, gnu::cold, gnu::noinline]] inline void fixed_vector_full(std::size_t capacity) {
    throw std::length_error("FixedVector: no room for another element (capacity " + std::to_string(capacity) + ")");
}
[[noreturn, gnu::cold, gnu::noinline]] inline void fixed_vector_bad_size(std::size_t size, std::size_t capacity) {
    throw std::length_error("FixedVector: size " + std::to_string(size) + " exceeds the capacity " +
                            std::to_string(capacity));
}
[[noreturn, gnu::cold, gnu::noinline]] inline void fixed_vector_bad_index(std::size_t index, std::size_t size) {
    throw std::out_of_range("FixedVector: index " + std::to_string(index) + " outside the elements (size " +
                            std::to_string(size) + ")");
}
[[noreturn, gnu::cold, gnu::noinline]] inline void fixed_vector_empty(const char* operation) {
    throw std::out_of_range(std::string("FixedVector: ") + operation + " of an empty vector (size 0)");
}
[[noreturn, gnu::cold, gnu::noinline]] inline void fixed_vector_missing(std::size_t size) {
    throw std::out_of_range("FixedVector: erase_first of a value that is not among the elements (size " +
                            std::to_string(size) + ")");
}
}  // namespace detail

template <typename T, std::size_t N>
class FixedVector {
public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    constexpr FixedVector() = default;

    constexpr std::size_t size() const { return size_; }
    static constexpr std::size_t capacity() { return N; }
    constexpr bool empty() const { return size_ == 0; }
    constexpr bool full() const { return size_ == N; }

    /// Throws std::length_error when full().
    constexpr void push_back(const T& value) {
        if (size_ >= N) [[unlikely]]
            detail::fixed_vector_full(N);
        items_[size_++] = value;
    }
    /// Makes the first `n` slots the contents, after the caller wrote them through data() (the
    /// legal-action list is written that way). Throws std::length_error when n > N (the caller has
    /// then already written past the items: a bug, reported loudly).
    constexpr void set_size(std::size_t n) {
        if (n > N) [[unlikely]]
            detail::fixed_vector_bad_size(n, N);
        size_ = n;
    }
    /// Throws std::out_of_range when empty().
    constexpr T pop_back() {
        if (size_ == 0) [[unlikely]]
            detail::fixed_vector_empty("pop_back");
        return items_[--size_];
    }
    /// Removes the element at `index`, keeping the order of the rest.
    constexpr void erase_at(std::size_t index) {
        if (index >= size_) [[unlikely]]
            detail::fixed_vector_bad_index(index, size_);
        for (std::size_t i = index + 1; i < size_; ++i) items_[i - 1] = items_[i];
        --size_;
    }
    /// Removes the first element equal to `value`, keeping the order of the rest; throws
    /// std::out_of_range (changing nothing) when no element equals it. Reads the whole capacity
    /// (meant for small vectors such as a hand).
    constexpr void erase_first(const T& value) {
        // How many elements equal the value, summed, so one branch (never taken) tests it: as
        // separate tests the compiler gave the last slot a branch of its own, which a random hand
        // mispredicts (docs/performance.md).
        std::size_t matches = 0;
        for (std::size_t i = 0; i < N; ++i) matches += static_cast<std::size_t>((i < size_) & (items_[i] == value));
        if (matches == 0) [[unlikely]]
            detail::fixed_vector_missing(size_);
        // Each slot takes the next slot's element from the value's slot on (shift 1); before the
        // value is found the shift is 0 and every slot keeps its element. The last slot is never
        // shifted into: the value may be there (a full vector).
        std::size_t shift = 0;
        for (std::size_t i = 0; i + 1 < N; ++i) {
            shift |= static_cast<std::size_t>((i < size_) & (items_[i] == value));
            items_[i] = items_[i + shift];
        }
        --size_;
    }
    /// Index of the first element equal to `value`, or -1.
    constexpr int find(const T& value) const {
        for (std::size_t i = 0; i < size_; ++i) {
            if (items_[i] == value) return static_cast<int>(i);
        }
        return -1;
    }
    /// True when some element equals `value`. Reads the whole capacity when it is small (hands,
    /// event hands, drawn cards).
    constexpr bool contains(const T& value) const {
        if constexpr (N <= 8) {
            bool found = false;
            for (std::size_t i = 0; i < N; ++i) found |= (i < size_) & (items_[i] == value);
            return found;
        } else {
            return find(value) >= 0;
        }
    }
    constexpr int count(const T& value) const {
        int n = 0;
        for (std::size_t i = 0; i < size_; ++i) n += items_[i] == value ? 1 : 0;
        return n;
    }
    constexpr void clear() { size_ = 0; }

    /// Throws std::out_of_range when index >= size().
    constexpr T& operator[](std::size_t index) {
        if (index >= size_) [[unlikely]]
            detail::fixed_vector_bad_index(index, size_);
        return items_[index];
    }
    constexpr const T& operator[](std::size_t index) const {
        if (index >= size_) [[unlikely]]
            detail::fixed_vector_bad_index(index, size_);
        return items_[index];
    }
    /// Throws std::out_of_range when empty().
    constexpr T& back() {
        if (size_ == 0) [[unlikely]]
            detail::fixed_vector_empty("back");
        return items_[size_ - 1];
    }
    constexpr const T& back() const {
        if (size_ == 0) [[unlikely]]
            detail::fixed_vector_empty("back");
        return items_[size_ - 1];
    }

    constexpr T* begin() { return items_.data(); }
    constexpr T* end() { return items_.data() + size_; }
    constexpr const T* begin() const { return items_.data(); }
    constexpr const T* end() const { return items_.data() + size_; }
    constexpr T* data() { return items_.data(); }
    constexpr const T* data() const { return items_.data(); }

    friend constexpr bool operator==(const FixedVector& a, const FixedVector& b) {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i) {
            if (!(a.items_[i] == b.items_[i])) return false;
        }
        return true;
    }

private:
    std::array<T, N> items_{};
    std::size_t size_ = 0;
};

}  // namespace entanglion
