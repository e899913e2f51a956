#pragma once
/// Data derived from one object, built on first use and owned by that object (Board's navigation
/// table, built by the rules engine). The type may be incomplete where the slot is declared: only
/// the code that builds it needs it whole, and it hands the slot its deleter.
///
/// A copy or a move of the owner starts with an empty slot: what was derived describes the object it
/// was built from (the navigation table points back at its board), and a copied object may be changed
/// before it is used.

#include <atomic>
#include <memory>
#include <mutex>

namespace entanglion {

template <typename T>
class LazySlot {
public:
    using Deleter = void (*)(const T*);

    LazySlot() = default;
    LazySlot(const LazySlot&) noexcept {}
    LazySlot& operator=(const LazySlot&) noexcept {
        reset();
        return *this;
    }
    ~LazySlot() { reset(); }

    /// The value, built by `build()` (returning std::unique_ptr<const T>) on the first call. Thread-safe:
    /// built once under a lock; later calls read one atomic pointer.
    template <typename Build>
    const T& get(Build&& build, Deleter deleter) const {
        if (const T* value = value_.load(std::memory_order_acquire)) [[likely]]
            return *value;
        std::lock_guard<std::mutex> lock(mutex_);
        const T* value = value_.load(std::memory_order_relaxed);
        if (!value) {
            std::unique_ptr<const T> built = build();
            deleter_ = deleter;
            value = built.release();
            value_.store(value, std::memory_order_release);
        }
        return *value;
    }

private:
    void reset() noexcept {
        if (const T* value = value_.exchange(nullptr)) deleter_(value);
    }

    mutable std::mutex mutex_;
    mutable std::atomic<const T*> value_{nullptr};
    mutable Deleter deleter_ = nullptr;
};

}  // namespace entanglion
