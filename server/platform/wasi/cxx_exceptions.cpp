// The C++ exception runtime of the WebAssembly build. The code is compiled with -fwasm-exceptions: clang emits
// WebAssembly's exception-handling instructions (throw, try/catch, rethrow; the proposal's first version, which
// Node 20, Chromium, Firefox, Safari and Electron run) and calls the Itanium C++ ABI's runtime functions, which
// normally come from libc++abi. Debian's libc++abi for wasm32 is built without exceptions, so they are here: our
// own code, written from the Itanium C++ ABI (https://itanium-cxx-abi.github.io/cxx-abi/abi-eh.html) and LLVM's
// published design of WebAssembly exception handling (llvm.org/docs/ExceptionHandling.html, "Wasm Exception
// Handling"). Unwinding itself is the engine's: a throw is `throw $__cpp_exception` with a pointer to our header,
// destructors run in the engine's cleanup blocks, and this file only decides, when a catch block is reached,
// whether it takes the exception (the personality), and keeps the bookkeeping of the exceptions being handled.
// One thread: the "globals" of the ABI are plain globals. Tested by tests/wasm/exceptions_test.cpp (ctest
// wasm.exceptions).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <typeinfo>

// libc++abi's base of every type_info it emits (its private_typeinfo.h): the virtual can_catch says whether a
// handler for this type catches an object of type `thrown`, and adjusts the pointer to the object (to a base class
// part, or through a pointer). Debian's libc++abi.a holds these classes; only the declaration is repeated here, with
// the same virtual functions in the same order, so that calls go through their vtables.
namespace __cxxabiv1 {
class __shim_type_info : public std::type_info {
 public:
  ~__shim_type_info() override;
  virtual void noop1() const;
  virtual void noop2() const;
  virtual bool can_catch(const __shim_type_info* thrown, void*& adjusted) const = 0;
};
}  // namespace __cxxabiv1

extern "C" char* __cxa_demangle(const char* mangled, char* out, size_t* length, int* status);

namespace {

using __cxxabiv1::__shim_type_info;

// What every exception carries in front of its object (allocated together by __cxa_allocate_exception). The
// pointer that is thrown, and that catch blocks receive, is the header's own address.
struct alignas(16) Header {  // 16: the object after it is aligned as malloc aligns (the ABI's __attribute__((aligned)))
  uint64_t magic;
  const std::type_info* type;
  void* (*destroy)(void*);  // the object's destructor, null if trivial (WebAssembly's C++ ABI: it returns `this`)
  Header* primary;          // a dependent exception (std::rethrow_exception): the one it throws again; else null
  Header* nextCaught;       // the stack of exceptions being handled, innermost first
  void* adjusted;           // the object as the matching handler takes it (the personality sets it)
  int handlers;             // catch blocks handling it now; negative: rethrown from them (`throw;`)
  int refs;                 // a primary's owners: its throw until the last handler ends, and each exception_ptr
};
constexpr uint64_t kMagic = 0x6678656E73455843;  // "fxensEXC"

Header* caughtTop = nullptr;  // the exception of the innermost catch block running
Header* inFlight = nullptr;   // the last one thrown, until a catch block takes it
unsigned uncaught = 0;        // thrown and not caught yet (std::uncaught_exceptions)

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fxlens: C++ exception runtime: %s\n", what);
  std::abort();
}

Header* headerOfObject(void* object) { return static_cast<Header*>(object) - 1; }
void* objectOf(Header* h) { return (h->primary ? h->primary : h) + 1; }

Header* thrownHeader(void* exn) {
  auto* h = static_cast<Header*>(exn);
  if (!h || h->magic != kMagic) fail("a catch block was reached by something that is not a C++ exception of ours");
  return h;
}

[[noreturn]] void throwHeader(Header* h) {
  ++uncaught;
  inFlight = h;
  __builtin_wasm_throw(0, h);  // tag 0: __cpp_exception
}

// A primary exception loses an owner; the last one destroys the object.
void release(Header* primary) {
  if (--primary->refs > 0) return;
  if (primary->destroy) primary->destroy(primary + 1);
  std::free(primary);
}

// ---- Reading the LSDA, the table clang writes per function with catch blocks (DWARF encodings, as in .gcc_except_table) ----

// LEB128: seven bits a byte, the low ones first; a signed value extends the last byte's top bit.
uint64_t readLeb(const uint8_t*& p, bool isSigned) {
  uint64_t v = 0;
  unsigned shift = 0;
  uint8_t b;
  do {
    b = *p++;
    if (shift < 64) v |= uint64_t(b & 0x7f) << shift;
    shift += 7;
  } while (b & 0x80);
  if (isSigned && shift < 64 && (b & 0x40)) v |= ~uint64_t(0) << shift;
  return v;
}
uint64_t readUleb(const uint8_t*& p) { return readLeb(p, false); }
int64_t readSleb(const uint8_t*& p) { return static_cast<int64_t>(readLeb(p, true)); }

// DW_EH_PE_* value formats; WebAssembly has no program counter, so no pc-relative or indirect forms.
size_t encodedSize(uint8_t encoding) {
  switch (encoding) {
    case 0x00: return sizeof(uintptr_t);  // absptr
    case 0x02: case 0x0a: return 2;       // (s)data2
    case 0x03: case 0x0b: return 4;       // (s)data4
    case 0x04: case 0x0c: return 8;       // (s)data8
    default: fail("an LSDA value encoding this runtime does not read");
  }
}

uintptr_t readEncoded(const uint8_t*& p, uint8_t encoding) {
  if (encoding == 0x01) return static_cast<uintptr_t>(readUleb(p));
  const size_t n = encodedSize(encoding);
  uint64_t v = 0;
  std::memcpy(&v, p, n);  // little-endian
  p += n;
  if (encoding >= 0x0a && n < 8 && (v >> (8 * n - 1)) & 1) v |= ~uint64_t(0) << (8 * n);
  return static_cast<uintptr_t>(v);
}

struct Lsda {
  const uint8_t* callSites;
  const uint8_t* actions;  // the action table, right after the call sites
  const uint8_t* types;    // the end of the type table (entries are indexed backwards from here); null if none
  uint8_t typeEncoding;
};

Lsda readLsdaHeader(const uint8_t* p) {
  Lsda l{};
  if (const uint8_t lpStart = *p++; lpStart != 0xff) readEncoded(p, lpStart);  // unused: no addresses in wasm
  l.typeEncoding = *p++;
  if (l.typeEncoding != 0xff) {
    const uint64_t offset = readUleb(p);
    l.types = p + offset;
  }
  if (*p++ != 0x01) fail("an LSDA whose call sites are not ULEB128 (not WebAssembly's)");
  const uint64_t length = readUleb(p);
  l.callSites = p;
  l.actions = p + length;
  return l;
}

// The action chain of landing pad `index`: WebAssembly's call-site table has one record per landing pad, in order
// (landing pad, action), instead of address ranges. 0: none (cleanups only).
uint64_t actionOfPad(const Lsda& l, uintptr_t index) {
  for (const uint8_t* p = l.callSites; p < l.actions;) {
    readUleb(p);  // the landing pad's own number
    const uint64_t action = readUleb(p);
    if (index-- == 0) return action;
  }
  fail("a landing pad missing from its function's LSDA");
}

// Does the catch clause of type index `typeIndex` (> 0) take the exception? Sets h->adjusted when it does.
bool clauseCatches(const Lsda& l, int64_t typeIndex, Header* h) {
  const uint8_t* entry = l.types - typeIndex * static_cast<int64_t>(encodedSize(l.typeEncoding));
  const auto* handlerType = reinterpret_cast<const __shim_type_info*>(readEncoded(entry, l.typeEncoding));
  void* adjusted = objectOf(h);
  if (handlerType && !handlerType->can_catch(static_cast<const __shim_type_info*>(h->type), adjusted)) return false;
  h->adjusted = adjusted;  // catch (...) (no type) takes the object as it is
  return true;
}

}  // namespace

extern "C" {

// Set by every catch block before it calls _Unwind_CallPersonality (LLVM's WasmEHPrepare): which landing pad of its
// function it is and that function's LSDA. The personality answers in `selector`: the type index of the clause that
// catches, 0 for none (the block then rethrows).
struct WasmLandingPadContext {
  uintptr_t lpadIndex;
  uintptr_t lsda;
  uintptr_t selector;
};
WasmLandingPadContext __wasm_lpad_context;

void* __cxa_allocate_exception(size_t size) noexcept {
  void* p = std::calloc(1, sizeof(Header) + size);
  if (!p) fail("no memory for an exception");
  return static_cast<Header*>(p) + 1;
}

void __cxa_free_exception(void* object) noexcept { std::free(headerOfObject(object)); }

[[noreturn]] void __cxa_throw(void* object, std::type_info* type, void* (*destroy)(void*)) {
  Header* h = headerOfObject(object);
  h->magic = kMagic;
  h->type = type;
  h->destroy = destroy;
  h->refs = 1;
  throwHeader(h);
}

// The personality, in the one phase WebAssembly has: the engine has unwound to this catch block already; say
// whether one of its clauses takes the exception. Returns the ABI's _URC_HANDLER_FOUND (6) or _URC_CONTINUE_UNWIND (8).
int _Unwind_CallPersonality(void* exn) {
  __wasm_lpad_context.selector = 0;
  Header* h = thrownHeader(exn);
  if (!__wasm_lpad_context.lsda) return 8;
  const Lsda l = readLsdaHeader(reinterpret_cast<const uint8_t*>(__wasm_lpad_context.lsda));
  const uint64_t action = actionOfPad(l, __wasm_lpad_context.lpadIndex);
  if (action == 0) return 8;
  for (const uint8_t* record = l.actions + (action - 1);;) {
    const int64_t typeIndex = readSleb(record);
    if (typeIndex < 0) fail("a dynamic exception specification (not C++17)");
    if (typeIndex > 0 && clauseCatches(l, typeIndex, h)) {
      __wasm_lpad_context.selector = static_cast<uintptr_t>(typeIndex);
      return 6;
    }
    const uint8_t* next = record;
    const int64_t displacement = readSleb(next);
    if (displacement == 0) return 8;  // 0 in the chain is a cleanup, which the engine runs
    record += displacement;
  }
}

void* __cxa_begin_catch(void* exn) noexcept {
  Header* h = thrownHeader(exn);
  h->handlers = (h->handlers < 0 ? -h->handlers : h->handlers) + 1;
  if (h != caughtTop) {  // not when a rethrown exception is caught again by an enclosing handler of its own
    h->nextCaught = caughtTop;
    caughtTop = h;
  }
  --uncaught;
  if (h == inFlight) inFlight = nullptr;
  return h->adjusted;
}

void __cxa_end_catch() {
  Header* h = caughtTop;
  if (!h) return;
  if (h->handlers < 0) {  // rethrown: still in flight, leaves the stack without being destroyed
    if (++h->handlers == 0) caughtTop = h->nextCaught;
    return;
  }
  if (--h->handlers > 0) return;
  caughtTop = h->nextCaught;
  Header* primary = h->primary ? h->primary : h;
  if (h != primary) std::free(h);  // a dependent exception's own header
  release(primary);
}

[[noreturn]] void __cxa_rethrow() {
  Header* h = caughtTop;
  if (!h) std::terminate();  // `throw;` with no exception being handled
  h->handlers = -h->handlers;
  throwHeader(h);
}

// A catch by value copies the object before the handler starts.
void* __cxa_get_exception_ptr(void* exn) noexcept { return thrownHeader(exn)->adjusted; }

unsigned __cxa_uncaught_exceptions() noexcept { return uncaught; }
bool __cxa_uncaught_exception() noexcept { return uncaught > 0; }

// std::exception_ptr (libc++): a counted reference to a primary exception's object.
void* __cxa_current_primary_exception() noexcept {
  if (!caughtTop) return nullptr;
  Header* primary = caughtTop->primary ? caughtTop->primary : caughtTop;
  ++primary->refs;
  return primary + 1;
}

void __cxa_increment_exception_refcount(void* object) noexcept {
  if (object) ++headerOfObject(object)->refs;
}

void __cxa_decrement_exception_refcount(void* object) noexcept {
  if (object) release(headerOfObject(object));
}

// std::rethrow_exception: throws a new (dependent) exception that stands for the primary one, which stays owned by
// its exception_ptrs.
void __cxa_rethrow_primary_exception(void* object) {
  if (!object) return;
  Header* primary = headerOfObject(object);
  auto* d = static_cast<Header*>(std::calloc(1, sizeof(Header)));
  if (!d) fail("no memory for an exception");
  *d = {kMagic, primary->type, primary->destroy, primary, nullptr, nullptr, 0, 0};
  ++primary->refs;
  throwHeader(d);
}

// The language's own throws, which Debian's libc++abi (built without exceptions) turns into std::terminate.
[[noreturn]] void __cxa_bad_cast() { throw std::bad_cast(); }
[[noreturn]] void __cxa_bad_typeid() { throw std::bad_typeid(); }
[[noreturn]] void __cxa_throw_bad_array_new_length() { throw std::bad_array_new_length(); }

}  // extern "C"

// operator new throws std::bad_alloc (libc++'s own, built without exceptions, would abort): the language server
// answers an analysis that runs out of memory with a diagnostic instead of ending (docs/LSP.md). The nothrow forms
// return null (written without a try block, which clang 16 cannot compile there). The library's operator delete
// (free) goes with them.
namespace {
void* allocate(size_t size) noexcept {
  for (;;) {
    if (void* p = std::malloc(size ? size : 1)) return p;
    std::new_handler handler = std::get_new_handler();
    if (!handler) return nullptr;
    handler();
  }
}
}  // namespace

void* operator new(size_t size) {
  if (void* p = allocate(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](size_t size) { return ::operator new(size); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return allocate(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return allocate(size); }

namespace {

// std::terminate says why, as the native runtime does: the type of the exception and its what(). The exception is
// the one in flight (leaving a noexcept function: clang's terminate block catches it without taking it), else the
// one being handled (a catch block at the module's edge that calls std::terminate).
[[noreturn]] void terminateWithMessage() {
  if (Header* h = inFlight && uncaught > 0 ? inFlight : caughtTop) {
    int status = 0;
    char* name = __cxa_demangle(h->type->name(), nullptr, nullptr, &status);
    std::fprintf(stderr, "fxlens: terminate called after throwing an instance of '%s'\n", name ? name : h->type->name());
    std::free(name);
    void* object = objectOf(h);
    const auto& base = static_cast<const __shim_type_info&>(typeid(std::exception));
    if (base.can_catch(static_cast<const __shim_type_info*>(h->type), object))
      std::fprintf(stderr, "  what():  %s\n", static_cast<const std::exception*>(object)->what());
  } else {
    std::fputs("fxlens: terminate called without an active exception\n", stderr);
  }
  std::abort();
}

const bool kTerminateHandlerSet = (std::set_terminate(terminateWithMessage), true);

}  // namespace
