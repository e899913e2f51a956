#pragma once
/// Data derived from one object by a higher layer, built on first use and owned by that object
/// (a Board's navigation table, built by the rules engine). The slot does not know the type: the
/// code that derives the data names it when it asks, and the slot keeps how to delete it.
///
/// A copy or a move of the owner starts with an empty slot: what was derived describes the object it
/// was built from (the navigation table points back at its board), and a copied object may be changed
/// before it is used.

#include <atomic>
#include <memory>
#include <mutex>

namespace entanglion {

class LazySlot {
public:
    LazySlot() = default;
    LazySlot(const LazySlot&) noexcept {}
    LazySlot& operator=(const LazySlot&) noexcept {
        reset();
        return *this;
    }
    ~LazySlot() { reset(); }

    /// The value, built by `build()` (returning std::unique_ptr<const T>) on the first call. Every
    /// call on one slot must name the same T. Thread-safe: built once under a lock; later calls read
    /// one atomic pointer.
    template <typename T, typename Build>
    const T& get(Build&& build) const {
        if (const void* value = value_.load(std::memory_order_acquire)) [[likely]]
            return *static_cast<const T*>(value);
        std::lock_guard<std::mutex> lock(mutex_);
        const void* value = value_.load(std::memory_order_relaxed);
        if (!value) {
            std::unique_ptr<const T> built = build();
            deleter_ = [](const void* p) { delete static_cast<const T*>(p); };
            value = built.release();
            value_.store(value, std::memory_order_release);
        }
        return *static_cast<const T*>(value);
    }

private:
    void reset() noexcept {
        if (const void* value = value_.exchange(nullptr)) deleter_(value);
    }

    mutable std::mutex mutex_;
    mutable std::atomic<const void*> value_{nullptr};
    mutable void (*deleter_)(const void*) = nullptr;
};

}  // namespace entanglion
